import { rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import path from 'node:path';
import type { Logger } from '../log';
import type { BackupSource } from './write';
import { writeBackup } from './write';

/**
 * The running server hands out backups on a socket in its data folder, reachable only by whoever may read
 * that folder (the data itself): no port, no token. `npm run backup` asks it here while it serves.
 */
export const backupSocket = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Serves GET /backup on the socket; resolves to a function that stops it. */
export async function serveBackups(source: BackupSource, log: Logger): Promise<() => Promise<void>> {
  const socket = backupSocket(source.dataDir);
  let busy = false;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') return response.writeHead(404).end();
    if (busy) return response.writeHead(409).end('A backup is already being written.\n');
    busy = true;
    response.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(source, response)
      .then(({ missingPhotos }) => {
        if (missingPhotos.length > 0)
          log.error(`backup: ${missingPhotos.length} photo files were missing`, { keys: missingPhotos });
      })
      .catch((error: unknown) => {
        log.error('backup failed', { error: String(error) });
        response.destroy();
      })
      .finally(() => {
        busy = false;
      });
  });
  // The folder is this process's (its lock is held), so a socket left by a crash is stale.
  rmSync(socket, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
    await chmod(socket, 0o600);
  } catch (error) {
    log.error(`backups cannot be taken while serving: ${String(error)}`);
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Asks the server on `socket` for a backup; resolves with its stream, or null when no server listens there. */
export function requestBackup(socket: string): Promise<NodeJS.ReadableStream | null> {
  return new Promise((resolve, reject) => {
    const request = get({ socketPath: socket, path: '/backup' }, (response) => {
      if (response.statusCode === 200) return resolve(response);
      response.resume();
      reject(new Error(`the server answered ${response.statusCode}`));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
  });
}
