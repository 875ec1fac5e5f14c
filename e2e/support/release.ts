import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A copy of the built app (dist/ and the start script) in a folder of its own, sharing this checkout's
 * node_modules: a server started from it (startServer's `root`) serves files a spec may change — a deploy —
 * without touching the build the other specs use.
 */
export function copyRelease() {
  const root = mkdtempSync(path.join(tmpdir(), 'turnout-release-'));
  cpSync('dist', path.join(root, 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'scripts'));
  cpSync('scripts/serve.sh', path.join(root, 'scripts/serve.sh'));
  // The server reports its version from package.json.
  cpSync('package.json', path.join(root, 'package.json'));
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    clientFile: (name: string) => path.join(root, 'dist/client', name),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
