// `npm test`: typecheck, lint, import rules, unused dependencies and the build side by side, then unit + API tests, then browser tests.
// Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATHS } from '../test-support/chromium';

// Every step gets a scratch folder as its TMPDIR (databases, uploads, browser profiles, reports), removed at
// the end whatever happened, so a run leaves nothing behind in the system's temp folder.
const scratch = mkdtempSync(path.join(tmpdir(), 'turnout-test-'));
const env = { ...process.env, TMPDIR: scratch };
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], report?: string, onFailure?: () => void): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as Record<string, number>;
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    onFailure?.();
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/**
 * Steps that each use about one core and share no files (the type checker, the linters, knip, the build) run side
 * by side, which ends sooner than one after another. Each one's output is printed whole, in order, once all
 * have ended; the run stops if any failed.
 */
async function runTogether(steps: { title: string; command: string; args: string[] }[]): Promise<void> {
  const started = Date.now();
  console.log(`\n▶ ${steps.map((step) => step.title).join(', ')} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ({ command, args }) =>
        new Promise<{ status: number | null; output: string }>((resolve) => {
          const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
          child.on('close', (status) => resolve({ status, output }));
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let failed = false;
  for (const [i, { title }] of steps.entries()) {
    const { status, output } = results[i] ?? { status: 1, output: '' };
    console.log(`\n── ${title}\n${output.trimEnd()}`);
    if (status === 0) console.log(`✔ ${title}`);
    else {
      console.error(`✖ ${title} failed (exit ${status})`);
      failed = true;
    }
  }
  if (failed) finish(1);
  console.log(`✔ side by side (${seconds}s)`);
}

function finish(code: number): never {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}

/** Prints what failed browser tests left in e2e/artifacts (see e2e/support/failure-record.ts) into the log. */
function printFailureRecords(): void {
  const folder = 'e2e/artifacts';
  if (!existsSync(folder)) return;
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files.filter((name) => name.endsWith('.txt'))) {
    console.log(`\n── ${folder}/${file}\n${readFileSync(path.join(folder, file), 'utf8')}`);
  }
  for (const file of files.filter((name) => name.endsWith('.log'))) {
    const lines = readFileSync(path.join(folder, file), 'utf8').trimEnd().split('\n');
    console.log(`\n── ${folder}/${file} (last 60 of ${lines.length} lines)\n${lines.slice(-60).join('\n')}`);
  }
  console.log(`\nScreenshots: ${files.filter((name) => name.endsWith('.png')).join(', ') || 'none'}`);
}

const vitest = (config: string[], name: string) => {
  const report = path.join(scratch, `${name}.json`);
  return [
    ['vitest', 'run', ...config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  ] as const;
};

// A missing browser is known before any step runs: under CI it fails the run at once, instead of after the
// the steps before the browser tests; elsewhere the browser tests are skipped, said loudly.
const missingBrowsers = Object.values(CHROMIUM_PATHS).filter((file) => !existsSync(file));
if (missingBrowsers.length > 0) {
  const message = `Chromium not found at ${missingBrowsers.join(' and ')} (install it with: apt-get install -y chromium chromium-headless-shell, or set CHROME_PATH and CHROME_HEADLESS_SHELL_PATH)`;
  if (process.env.CI === 'true') {
    console.error(`✖ browser tests: ${message}`);
    finish(1);
  }
  console.warn(`\n⚠ browser tests will NOT run: ${message}`);
}

await runTogether([
  { title: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  { title: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { title: 'import rules (dependency-cruiser)', command: 'npm', args: ['run', '--silent', 'lint:imports'] },
  { title: 'unused dependencies (knip)', command: 'npx', args: ['knip', '--dependencies', '--no-progress'] },
  { title: 'build (client and server)', command: 'npm', args: ['run', '--silent', 'build'] },
]);
const [unitArgs, unitReport] = vitest([], 'unit-api');
run('unit and API tests', 'npx', [...unitArgs], unitReport);

if (missingBrowsers.length === 0) {
  const [e2eArgs, e2eReport] = vitest(['--config', 'e2e/vitest.config.ts'], 'e2e');
  run('browser tests (Chromium)', 'npx', [...e2eArgs], e2eReport, printFailureRecords);
} else {
  console.warn(`\n⚠ browser tests NOT run: Chromium not found at ${missingBrowsers.join(' and ')}`);
}
finish(0);
