#!/bin/sh
# Runs the built server (dist/server/main.js, from `npm run build`) the way `npm start` does; tests and
# benches start it through here too, so they measure what users run. It needs only the production packages
# (`npm ci --omit=dev`): no build tool runs here.
# - MALLOC_ARENA_MAX=2: libvips decodes photos on worker threads, and glibc would give each thread its own
#   malloc arena that keeps freed memory; two arenas hold the server's memory flat across uploads.
# - MALLOC_MMAP_THRESHOLD_=32768: blocks of 32 KB and more get pages of their own, given back when freed. V8's
#   optimising compiler allocates zone segments of 8–32 KB (a growing zone's are 32 KB, just over the threshold)
#   while it compiles the embedded database's WebAssembly; from the heap, glibc kept many of them after every
#   compile was done (decision 028).
# - --max-semi-space-size=2: a smaller young generation; the API allocates little per request.
# - MEMORY_LIMIT_MB, when not given: what the container allows, else the machine's memory (as
#   src/server/memory-limit.ts reads it). The server refuses photo uploads that would take it past this.
# - --liftoff-only, with the embedded database under 2 GB: once PostgreSQL's SQL parser, one very large
#   WebAssembly function, has run often enough, V8's optimising compiler compiles it, and holds more memory
#   for it than a small server has. Liftoff's code is slower but its memory stays flat (decision 059). V8
#   reads the flag only at start, so it is chosen here.
export MALLOC_ARENA_MAX=2
export MALLOC_MMAP_THRESHOLD_=32768
if [ -z "${MEMORY_LIMIT_MB:-}" ]; then
  MEMORY_LIMIT_MB=$(node -p "Math.floor(Math.min(require('os').totalmem(), process.constrainedMemory?.() || Infinity) / 1048576)")
  export MEMORY_LIMIT_MB
fi
wasm_flags=
if [ -z "${DATABASE_URL:-}" ] && [ "$MEMORY_LIMIT_MB" -lt 2048 ]; then wasm_flags=--liftoff-only; fi
exec node --max-semi-space-size=2 $wasm_flags ${TURNOUT_NODE_FLAGS:-} --enable-source-maps "$(dirname "$0")/../dist/server/main.js"
