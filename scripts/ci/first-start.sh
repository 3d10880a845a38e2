#!/usr/bin/env bash
# The newcomer's start, timed: a fresh clone of REPO (default: this repository) at REF (default:
# HEAD), then `npm ci && npm start`, until the first page answers 200. Prints the seconds of each,
# npm's count of packages and the size of node_modules, then stops the server and removes the clone.
#   scripts/ci/first-start.sh [REPO] [REF]      (PORT, default 3400, is where the server listens)
set -euo pipefail
repo=${1:-$(git -C "$(dirname "$0")" rev-parse --show-toplevel)}
ref=${2:-HEAD}
port=${PORT:-3400}
dir=$(mktemp -d /tmp/provato-first-start-XXXXXX)
server=
cleanup() {
  if [ -n "$server" ]; then kill -- -"$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

git clone -q "$repo" "$dir/provato"
git -C "$dir/provato" checkout -q "$ref"
cd "$dir/provato"
started=$(date +%s.%N)
npm ci --no-audit --no-fund >"$dir/npm-ci.log" 2>&1
installed=$(date +%s.%N)
# Its own process group, so the server and npm stop together at the end.
PORT=$port setsid npm start >"$dir/start.log" 2>&1 &
server=$!
until curl -fso /dev/null "http://127.0.0.1:$port/"; do
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$dir/start.log"
    exit 1
  fi
  sleep 0.2
done
served=$(date +%s.%N)
printf 'ref %s\nnpm ci %.1f s (%s)\nnpm start to the first page %.1f s\ntotal %.1f s\nnode_modules %s\nload %s\n' \
  "$(git rev-parse --short HEAD)" "$(echo "$installed - $started" | bc)" "$(grep -m1 '^added' "$dir/npm-ci.log")" \
  "$(echo "$served - $installed" | bc)" "$(echo "$served - $started" | bc)" "$(du -sh node_modules | cut -f1)" \
  "$(cut -d' ' -f1-3 /proc/loadavg)"
