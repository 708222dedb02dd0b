#!/usr/bin/env bash
# `pnpm test:mongo`: every jest project on the MongoDB engine. Uses the server MONGODB_URI names;
# without one, starts a throwaway FerretDB (scripts/mongo-test-server.sh, needs Go) for the run.
# Extra arguments go to jest (e.g. `pnpm test:mongo --selectProjects api`).
set -euo pipefail
cd "$(dirname "$0")/.."
jest=(node --experimental-vm-modules node_modules/jest/bin/jest.js "$@")
if [[ -n "${MONGODB_URI:-}" ]]; then exec "${jest[@]}"; fi
exec scripts/mongo-test-server.sh run "${jest[@]}"
