#!/bin/sh
# The production install, step by step as the Dockerfile runs it, checked on a fresh copy of the repository:
# install every package, build, prune to the production packages, then move what the image keeps (package
# files, node_modules, dist, the start and backup scripts) into a folder of its own and start the server from
# there, twice: on a new data folder, then on the same folder again. Each start must report a healthy database
# on /api/status and serve the app. Prints the installed size before and after pruning, each start's time and
# the server's resident memory.
# Usage: sh scripts/production-install.sh [source folder, default: this repository]
set -eu
source_dir=$(cd "${1:-$(dirname "$0")/..}" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/turnout-production-XXXXXX")
server=
stop_server() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  server=
}
cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

git clone --quiet --depth 1 "file://$source_dir" "$work/app"
cd "$work/app"
echo "== Node.js $(node --version), npm $(npm --version)"
echo "== npm ci"
npm ci --no-audit --no-fund --loglevel=error
echo "== npm run build"
npm run --silent build
echo "== installed with the build tools: node_modules $(du -sh node_modules | cut -f1)"
# Peer dependencies are left out: better-auth names test and migration tools (vitest, drizzle-kit) as optional
# peers, which would otherwise keep them, and the bundler under them, among the production packages.
echo "== npm prune --omit=dev --legacy-peer-deps"
npm prune --omit=dev --legacy-peer-deps --no-audit --no-fund --loglevel=error
for tool in vite esbuild tsx typescript vitest drizzle-kit @vitejs/plugin-react; do
  if [ -e "node_modules/$tool" ]; then
    echo "$tool is still installed after pruning" >&2
    exit 1
  fi
done
node scripts/check-runtime-imports.mjs

runtime="$work/runtime"
mkdir -p "$runtime/scripts"
mv package.json package-lock.json node_modules dist "$runtime/"
cp scripts/serve.sh scripts/backup.sh "$runtime/scripts/"
echo "== what the image keeps: node_modules $(du -sh "$runtime/node_modules" | cut -f1), dist $(du -sh "$runtime/dist" | cut -f1), in all $(du -sh "$runtime" | cut -f1)"

port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
healthy() {
  node -e "fetch('http://127.0.0.1:$port/api/status').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
}
resident_mb() {
  awk -v field="$1:" '$1 == field { printf "%d", $2 / 1024 }' "/proc/$server/status"
}
# Starts the server from the runtime folder and waits up to 3 minutes (a busy CI machine) for a healthy
# /api/status.
start() {
  started=$(date +%s%N)
  PORT=$port DATA_DIR="$work/data" LOG_LEVEL=error sh "$runtime/scripts/serve.sh" &
  server=$!
  while ! healthy; do
    if ! kill -0 "$server" 2>/dev/null; then
      echo "the server stopped before it became healthy ($1)" >&2
      exit 1
    fi
    if [ $(($(date +%s%N) - started)) -gt 180000000000 ]; then
      echo "production install did not become healthy within 3 minutes ($1)" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "== $1: healthy after $((($(date +%s%N) - started) / 1000000)) ms"
}

start "start on a new data folder"
node -e "fetch('http://127.0.0.1:$port/').then(async r=>{const t=await r.text();process.exit(r.ok&&t.includes('Turnout')?0:1)},()=>process.exit(1))"
stop_server
start "start again on the same folder"
sleep 2
echo "== resident memory 2 s after: $(resident_mb VmRSS) MB (most so far $(resident_mb VmHWM) MB)"
echo "== production install serves the app and reports a healthy database"
