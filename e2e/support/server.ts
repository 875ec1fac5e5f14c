import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../test-support/build';
import { startServer as startProcess } from '../../test-support/server';

export interface RunningServer {
  url: string;
  demo: { email: string; password: string };
  stop(): Promise<void>;
}

interface ServerOptions {
  env?: Record<string, string>;
  /** Another copy of the built app (test-support/build.ts's `copyBuild`) to start instead. */
  root?: string;
  /** A file that receives everything the server prints, kept after it stops. */
  logFile?: string;
  /** The migrated data folder the server starts from a copy of (see data-template.ts). */
  template: string;
}

/**
 * Starts the built server as `npm start` runs it (after `npm run build`) on a free port, with a copy of `template`
 * as its DATA_DIR; resolves once it has printed the demo sign-in.
 */
export async function startServer({
  env = {},
  root = REPO_ROOT,
  logFile,
  template,
}: ServerOptions): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const server = await startProcess({
    command: ['sh', path.join(root, 'scripts/serve.sh')],
    env: { DATA_DIR: dataDir, ...env },
    readyWhen: /Demo sign-in: (\S+) \/ /,
    // A busy machine can take long to open and migrate a fresh embedded database.
    timeoutMs: 90_000,
    logFile,
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // The server logs JSON lines: the password ends where the message does, at its closing quote.
  const [, email = '', password = ''] = server.output().match(/Demo sign-in: (\S+) \/ ([^\s"]+)/) ?? [];
  return {
    url: server.url,
    demo: { email, password },
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
