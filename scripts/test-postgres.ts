// `npm run test:postgres`: the API tests again, on a PostgreSQL server instead of PGlite (TEST_DATABASE_URL, by
// default the local server). Only the files whose answers depend on that database run: those that make their app
// on the test database (`createTestApp`) or read TEST_DATABASE_URL. The other API test files give the same result
// whichever database the suite is given: a server process on its own data folder or scratch database, the
// embedded database's own tests, HTTP and mail helpers. `npm test` has run them already, and running them again
// would make this step much longer.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverUrl } from '../src/server/test/server-process';

const usesTestDatabase = /\bcreateTestApp\(|\bTEST_DATABASE_URL\b/;

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));

// The rule reads test files only: a helper that made an app on a test file's behalf would hide that file from it.
const helpers = sources('src/server/test').filter(
  (file) => !file.endsWith('test-app.ts') && /\bcreateTestApp\(/.test(readFileSync(file, 'utf8')),
);
if (helpers.length > 0) {
  throw new Error(`test helpers that call createTestApp, which this script cannot see through: ${helpers}`);
}

const testFiles = sources('src/server')
  .filter((file) => file.endsWith('.test.ts'))
  .sort();
const files = testFiles.filter((file) => usesTestDatabase.test(readFileSync(file, 'utf8')));
// Vitest runs every file when given none: a rule that matched nothing would pass for one that worked.
if (files.length === 0) throw new Error('no API test file uses the test database: is the rule still right?');
const env = { ...process.env, TEST_DATABASE_URL: serverUrl };
console.log(`API tests on ${env.TEST_DATABASE_URL}: ${files.length} files that use the test database`);
console.log(
  `left to npm test, the same on either database: ${testFiles.filter((f) => !files.includes(f)).join(', ')}`,
);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
