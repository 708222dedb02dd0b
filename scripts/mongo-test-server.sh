#!/usr/bin/env bash
# A throwaway MongoDB-protocol server for tests: FerretDB 1.24.2 (Apache-2.0) on its SQLite
# handler, built once from the Go module proxy into a cache folder (needs Go).
#
#   scripts/mongo-test-server.sh run CMD...  # start on a free port, run CMD with MONGODB_URI exported, stop
#   scripts/mongo-test-server.sh start       # start on a free port, print MONGODB_URI=... (one at a time)
#   scripts/mongo-test-server.sh stop        # stop the server `start` started and delete its data
#   scripts/mongo-test-server.sh build       # only build (or find) the binary
#
# FERRETDB_CACHE (default ~/.cache/switchboard-ferretdb) holds the binary, and server.env while a
# `start`ed server runs. Each server keeps its data in a temp dir deleted when it stops.
set -euo pipefail

VERSION=v1.24.2
CACHE="${FERRETDB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/switchboard-ferretdb}"
BIN="$CACHE/bin/ferretdb-$VERSION"
STATE_FILE="$CACHE/server.env"

log() { echo "mongo-test-server: $*" >&2; }

build() {
  [[ -x "$BIN" ]] && return 0
  command -v go >/dev/null || { log "Go is not installed: cannot build FerretDB"; return 1; }
  log "building FerretDB $VERSION into $CACHE (once)"
  local dir src
  dir=$(go mod download -json "github.com/FerretDB/FerretDB@$VERSION" |
    node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).Dir)')
  src=$(mktemp -d)
  # The module zip lacks build/version/version.txt, without which the binary refuses to start.
  cp -r "$dir/." "$src"
  chmod -R u+w "$src"
  echo "$VERSION" >"$src/build/version/version.txt"
  mkdir -p "$CACHE/bin"
  (cd "$src" && go build -o "$BIN.$$" ./cmd/ferretdb)
  mv "$BIN.$$" "$BIN"
  rm -rf "$src"
}

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}

port_open() {
  node -e 'require("net").connect(+process.argv[1], "127.0.0.1").on("connect", () => process.exit(0)).on("error", () => process.exit(1))' "$1"
}

# Starts a server; sets PID, DATA and MONGODB_URI.
launch() {
  build
  local port
  port=$(free_port)
  DATA=$(mktemp -d -t switchboard-ferretdb-XXXXXX)
  "$BIN" --handler=sqlite --sqlite-url="file:$DATA/" --state-dir="$DATA" \
    --listen-addr="127.0.0.1:$port" --debug-addr=- --telemetry=disable --log-level=error \
    >"$DATA/ferretdb.log" 2>&1 &
  PID=$!
  MONGODB_URI="mongodb://127.0.0.1:$port/switchboard_test"
  for _ in $(seq 1 300); do
    port_open "$port" && return 0
    kill -0 "$PID" 2>/dev/null || break
    sleep 0.1
  done
  log "FerretDB did not start; its log:"
  cat "$DATA/ferretdb.log" >&2
  kill "$PID" 2>/dev/null || true
  return 1
}

case "${1:-}" in
  build) build ;;
  start)
    launch
    mkdir -p "$CACHE"
    printf 'PID=%s\nDATA=%s\nMONGODB_URI=%s\n' "$PID" "$DATA" "$MONGODB_URI" >"$STATE_FILE"
    echo "MONGODB_URI=$MONGODB_URI"
    ;;
  stop)
    [[ -f "$STATE_FILE" ]] || exit 0
    # shellcheck disable=SC1090
    source "$STATE_FILE"
    kill "$PID" 2>/dev/null || true
    rm -rf "$DATA" "$STATE_FILE"
    ;;
  run)
    shift
    launch
    export MONGODB_URI
    trap 'kill "$PID" 2>/dev/null || true; rm -rf "$DATA"' EXIT
    log "FerretDB at $MONGODB_URI"
    "$@"
    ;;
  *)
    echo "usage: $0 run CMD... | start | stop | build" >&2
    exit 2
    ;;
esac
