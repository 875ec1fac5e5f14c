#!/bin/sh
# Runs the built server (dist/server/main.js, from `npm run build`) the way `npm start` does; tests and
# benches start it through here too, so they measure what users run.
# - MALLOC_ARENA_MAX=2: libvips decodes photos on worker threads, and glibc would give each thread its own
#   malloc arena that keeps freed memory; two arenas hold the server's memory flat across uploads.
# - MALLOC_MMAP_THRESHOLD_=32768: blocks of 32 KB and more get pages of their own, given back when freed. V8's
#   optimising compiler allocates zone segments of 8–32 KB (a growing zone's are 32 KB, just over the threshold)
#   while it compiles the embedded database's WebAssembly; from the heap, glibc kept many of them after every
#   compile was done (decision 028).
# - --max-semi-space-size=2: a smaller young generation; the API allocates little per request.
export MALLOC_ARENA_MAX=2
export MALLOC_MMAP_THRESHOLD_=32768
exec node --max-semi-space-size=2 ${TURNOUT_NODE_FLAGS:-} --enable-source-maps "$(dirname "$0")/../dist/server/main.js"
