import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';

/**
 * A data folder whose embedded database is created and migrated, made once per browser run. Every server the run
 * starts begins from a copy of it, which is quick, instead of creating and migrating a database of its own, which
 * costs much CPU, and more so while Chromium runs beside it. A fresh folder's first start stays tested by
 * main.test.ts and by CI's production install.
 */
export async function makeDataTemplate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-e2e-template-'));
  const database = await openDatabase({ kind: 'embedded', dataDir: dir });
  await database.migrate();
  await database.close();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
