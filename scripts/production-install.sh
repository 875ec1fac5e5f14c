#!/bin/sh
# The production install, step by step as the Dockerfile runs it, checked on a fresh copy of the repository:
# install without dev dependencies, build, start, and wait for /api/status to report a healthy database.
# Usage: sh scripts/production-install.sh [source folder, default: this repository]
set -eu
source_dir=$(cd "${1:-$(dirname "$0")/..}" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/turnout-production-XXXXXX")
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

git clone --quiet --depth 1 "file://$source_dir" "$work/app"
cd "$work/app"
echo "== Node.js $(node --version), npm $(npm --version)"
echo "== npm ci --omit=dev"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
echo "== npm run build"
npm run --silent build
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
echo "== start on port $port"
PORT=$port DATA_DIR="$work/data" LOG_LEVEL=error sh scripts/serve.sh &
server=$!
for _ in $(seq 1 60); do
  if node -e "fetch('http://127.0.0.1:$port/api/status').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    node -e "fetch('http://127.0.0.1:$port/').then(async r=>{const t=await r.text();process.exit(r.ok&&t.includes('Turnout')?0:1)},()=>process.exit(1))"
    echo "== production install serves the app and reports a healthy database"
    exit 0
  fi
  sleep 1
done
echo "production install did not become healthy within 60 s" >&2
exit 1
