#!/bin/sh
# `npm run backup -- <file>` and `npm run restore -- <file>`: the built command (dist/server/backup.js, from
# `npm run build`), so it runs in the production image as the server does, with the same settings.
cli="$(dirname "$0")/../dist/server/backup.js"
if [ ! -f "$cli" ]; then
  echo "Build Turnout first: npm run build" >&2
  exit 1
fi
exec node --enable-source-maps "$cli" "$@"
