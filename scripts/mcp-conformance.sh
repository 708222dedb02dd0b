#!/usr/bin/env bash
# The MCP conformance suite and the MCP Inspector CLI against our MCP servers (run by .ci/run after
# the SQLite suite; needs `pnpm build` first):
#   - the model catalog's Streamable HTTP endpoint (/mcp) and its stdio entry (`main.js --stdio`);
#   - the team workspace endpoint (POST /v1/mcp/workspace) of an API on a throwaway SQLite store,
#     with a team created by the admin CLI.
# Both tools need Node 22 or newer, so they run on the newest Node from the npm registry's `node`
# package, whatever Node this machine has.
#
# The conformance suite (0.1.16) offers server scenarios of the 2025-06-18 and 2025-11-25
# revisions only; every one of them runs (`--suite all`). Scenarios that call the suite's own
# fixtures (tools named test_*, test:// resources, prompts) or capabilities our servers do not
# offer are listed, with the reason, in scripts/mcp-conformance/*.expected-failures.yml: the run
# fails on any other failure, and on a listed scenario that starts to pass. The 2026-07-28 revision
# is checked by the Inspector (`--protocol-era modern`) and by the test suites' v2 clients.
# The Inspector lists tools with `--strict` (tool-schema portability: a finding fails the run)
# and calls a tool, in both eras, over HTTP for both servers and over stdio for the catalog.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_SPEC=node@26
CONFORMANCE=@modelcontextprotocol/conformance@0.1.16
INSPECTOR=@modelcontextprotocol/inspector@2.12.0
HERE=scripts/mcp-conformance
ERAS=(legacy modern)

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

passed=0
failed=0
check() {
  local name=$1
  shift
  if "$@" >"$work/check.log" 2>&1; then
    echo "ok   $name"
    passed=$((passed + 1))
  else
    echo "FAIL $name"
    sed 's/^/     /' "$work/check.log" | tail -40
    failed=$((failed + 1))
  fi
}

# Starts `node <args>` in the background with the given environment; waits (at most 30 s) for the
# first stdout line holding JSON with `key`, and prints that value.
start() {
  local key=$1 log=$2
  shift 2
  env "$@" >"$log" 2>&1 &
  pids+=($!)
  for _ in $(seq 150); do
    local value
    value=$(node -e '
      const [file, key] = process.argv.slice(1);
      for (const line of require("fs").readFileSync(file, "utf8").split("\n")) {
        try { const v = key.split(".").reduce((o, k) => o[k], JSON.parse(line)); if (v !== undefined) { console.log(v); break; } } catch {}
      }' "$log" "$key")
    if [[ -n "$value" ]]; then
      echo "$value"
      return
    fi
    sleep 0.2
  done
  echo "no $key from: $*" >&2
  cat "$log" >&2
  return 1
}

tools=(npx --yes --loglevel=error -p "$NODE_SPEC" -p "$CONFORMANCE" -p "$INSPECTOR")
version=$("${tools[@]}" -c 'node --version')
echo "conformance and inspector on Node $version"

catalog=$(start url "$work/catalog.log" CATALOG_PORT=0 LOG_LEVEL=info node services/model-catalog/dist/main.js)
data="$work/api-data"
key=$(DATA_DIR="$data" node services/api/dist/cli.js team create --name Conformance --plan pro --json |
  node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).api_key.key')
api_port=$(start address.port "$work/api.log" DATA_DIR="$data" HOST=127.0.0.1 API_PORT=0 LOG_LEVEL=info \
  node services/api/dist/main.js)
api="http://127.0.0.1:$api_port"
# The conformance CLI sends no headers: a loopback proxy adds the team's key.
proxy=$(start url "$work/proxy.log" TARGET_URL="$api" API_KEY="$key" node "$HERE/auth-proxy.mjs")

conformance() {
  local url=$1 baseline=$2
  "${tools[@]}" -c "conformance server --suite all --url '$url' --expected-failures '$baseline' -o '$work/results'"
}
check "conformance suite, catalog /mcp" conformance "$catalog/mcp" "$HERE/catalog.expected-failures.yml"
check "conformance suite, POST /v1/mcp/workspace" \
  conformance "$proxy/v1/mcp/workspace" "$HERE/workspace.expected-failures.yml"

# `inspector --cli` with the given target and options; fails on a non-zero exit, on a schema
# portability finding (--strict) and on a tool error.
inspect() {
  "${tools[@]}" -c "mcp-inspector --cli --format json $(printf "'%s' " "$@")" >"$work/inspect.json"
  node -e '
    const out = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8") || "{}");
    if (!out.result) throw new Error("no result: " + JSON.stringify(out));
    if (out.schemaFindings) throw new Error("schema findings: " + JSON.stringify(out.schemaFindings));
    if (out.result?.isError) throw new Error("tool error: " + JSON.stringify(out.result.content));
    const what = out.result.tools ? out.result.tools.map((t) => t.name).join(", ") : "structuredContent " + Object.keys(out.result.structuredContent ?? {}).join(", ");
    console.log(what);' "$work/inspect.json"
}
workspace_auth="Authorization: Bearer $key"
stdio=(-- node "$PWD/services/model-catalog/dist/main.js" --stdio)
for era in "${ERAS[@]}"; do
  check "inspector, catalog over HTTP, $era: tools/list --strict" \
    inspect "$catalog/mcp" --protocol-era "$era" --method tools/list --strict
  check "inspector, catalog over HTTP, $era: tools/call search-models" \
    inspect "$catalog/mcp" --protocol-era "$era" --method tools/call --tool-name search-models \
    --tool-arg query=sonnet limit=3
  check "inspector, catalog over stdio, $era: tools/list --strict" \
    inspect --protocol-era "$era" --method tools/list --strict "${stdio[@]}"
  check "inspector, catalog over stdio, $era: tools/call get-model-details" \
    inspect --protocol-era "$era" --method tools/call --tool-name get-model-details \
    --tool-arg model_id=openai/gpt-4o "${stdio[@]}"
  check "inspector, workspace over HTTP, $era: tools/list --strict" \
    inspect "$api/v1/mcp/workspace" --transport http --header "$workspace_auth" \
    --protocol-era "$era" --method tools/list --strict
  check "inspector, workspace over HTTP, $era: tools/call write_file" \
    inspect "$api/v1/mcp/workspace" --transport http --header "$workspace_auth" \
    --protocol-era "$era" --method tools/call --tool-name write_file \
    --tool-arg "path=inspector/$era.md" content=hello
done

echo "mcp-conformance: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
