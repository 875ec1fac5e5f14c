import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_SIGNUP_CODE = 'E2ETST';

export interface RunningServer {
  url: string;
  demo: { email: string; password: string };
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface ServerOptions {
  env?: Record<string, string>;
  /** Another copy of the built app (one with its own scripts/serve.sh and dist/) to start instead. */
  root?: string;
  /** A file that receives everything the server prints, kept after it stops. */
  logFile?: string;
  /** The migrated data folder the server starts from a copy of (see data-template.ts). */
  template: string;
}

/**
 * Starts the built server as `npm start` runs it (after `npm run build`) on a free port, with a copy of `template`
 * as its DATA_DIR.
 */
export async function startServer({
  env = {},
  root = '.',
  logFile,
  template,
}: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn('sh', [path.join(root, 'scripts/serve.sh')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SIGNUP_CODE: E2E_SIGNUP_CODE,
      AUTH_RATE_LIMIT_MAX: '10000',
      GATE_RATE_LIMIT_MAX: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const keep = (chunk: Buffer) => {
    output += chunk;
    log?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const demoLine = await new Promise<string>((resolve, reject) => {
    // A busy machine can take long to open and migrate a fresh embedded database.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`server did not start:\n${output}`));
    }, 90_000);
    const check = () => {
      const match = output.match(/Demo sign-in: (\S+) \/ (\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const [, email = '', password = ''] = demoLine.match(/Demo sign-in: (\S+) \/ (\S+)/) ?? [];
  return {
    url,
    demo: { email, password },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      log?.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
