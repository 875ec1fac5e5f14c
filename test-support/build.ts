import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout: the build is copied from here, whatever folder the caller runs in. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A copy of the built app (`npm run build`'s dist/, the start script and package.json, whose version the server
 * reports) in a folder of its own, sharing this checkout's node_modules. A server started from it serves files
 * the caller may change, as a deploy does, and goes on running what it ran while a rebuild empties dist/.
 */
export function copyBuild(prefix = 'turnout-build-') {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(REPO_ROOT, 'dist'), path.join(root, 'dist'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'scripts/serve.sh'), path.join(root, 'scripts/serve.sh'));
  cpSync(path.join(REPO_ROOT, 'package.json'), path.join(root, 'package.json'));
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    /** Its start script, which runs it as `npm start` does. */
    serve: path.join(root, 'scripts/serve.sh'),
    clientFile: (name: string) => path.join(root, 'dist/client', name),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
