#!/usr/bin/env bash
# Runs a command on the newest Node.js of a major line, from the npm registry: the version the
# `node` package names, as the official binary and headers of the `node-<platform>-<arch>` package
# (no install script involved). better-sqlite3 is a native module built per Node ABI, so it is
# compiled once for that Node into the cache and put in place for the command only; the build the
# machine's Node uses is put back afterwards, whatever the command's outcome. The file is replaced,
# never written through: pnpm hard-links it with its store and other checkouts.
#
#   scripts/on-node.sh 26 pnpm test       # the SQLite suite on the newest Node 26
#   scripts/on-node.sh 26 node --version
#
# Cache: $SWITCHBOARD_NODE_CACHE (default ~/.cache/switchboard-node). Needs python3, make, g++.
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:?usage: scripts/on-node.sh MAJOR COMMAND...}"
shift
[ $# -gt 0 ] || { echo "usage: scripts/on-node.sh MAJOR COMMAND..." >&2; exit 2; }
cache="${SWITCHBOARD_NODE_CACHE:-$HOME/.cache/switchboard-node}"
mkdir -p "$cache"

# The newest release of the line, as the registry's `node` package has it.
version=$(npm view "node@$major" version --json | node -e '
  const seen = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
  const key = (v) => v.split(".").map(Number);
  seen.sort((a, b) => { const [x, y] = [key(a), key(b)]; return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
  console.log(seen.at(-1));')
platform_package="node-$(node -p process.platform)-$(node -p process.arch)"
node_dir="$cache/node-$version"
if [ ! -x "$node_dir/bin/node" ]; then
  echo "on-node: fetching $platform_package@$version" >&2
  work=$(mktemp -d)
  (cd "$work" && npm pack --silent "$platform_package@$version" >/dev/null && tar -xzf ./*.tgz)
  rm -rf "$node_dir" && mv "$work/package" "$node_dir" && rm -rf "$work"
fi
node_bin="$node_dir/bin/node"
abi=$("$node_bin" -p process.versions.modules)

# better-sqlite3 as the store resolves it, built for this ABI in a copy of its sources.
sqlite_dir=$(cd shared/store && node -p 'path.dirname(require.resolve("better-sqlite3/package.json"))')
sqlite_version=$(node -p "require('$sqlite_dir/package.json').version")
build_dir="$cache/better-sqlite3-$sqlite_version-abi$abi"
addon="$build_dir/build/Release/better_sqlite3.node"
if [ ! -f "$addon" ]; then
  echo "on-node: building better-sqlite3 $sqlite_version for Node $version (ABI $abi)" >&2
  rm -rf "$build_dir.tmp" && mkdir -p "$build_dir.tmp"
  (cd "$sqlite_dir" && tar -cf - --exclude=./build --exclude=./node_modules .) | tar -xf - -C "$build_dir.tmp"
  # npm's own node-gyp (npm bundles it to build native modules).
  node_gyp="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
  [ -f "$node_gyp" ] || node_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  (cd "$build_dir.tmp" && "$node_bin" "$node_gyp" rebuild --release --nodedir="$node_dir" -j 2 >&2)
  rm -rf "$build_dir" && mv "$build_dir.tmp" "$build_dir"
fi

target="$sqlite_dir/build/Release/better_sqlite3.node"
kept="$target.machine-node"
# A run that was killed before it could put the machine's build back left it here.
[ ! -f "$kept" ] || mv -f "$kept" "$target"
ln -f "$target" "$kept"
restore() { mv -f "$kept" "$target"; }
trap restore EXIT
trap 'exit 130' INT TERM
rm -f "$target" && cp "$addon" "$target"

export PATH="$node_dir/bin:$PATH"
running=$(node -p process.versions.node)
[ "$running" = "$version" ] || { echo "on-node: expected Node $version, got $running" >&2; exit 1; }
echo "on-node: Node $running (ABI $abi)" >&2
"$@"
