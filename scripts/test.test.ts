import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm test', () => {
  it('fails at once under CI when a Chromium it needs is missing, naming each, before any step runs', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/test.ts'], {
      env: {
        ...process.env,
        CI: 'true',
        CHROME_PATH: '/nonexistent/chromium',
        CHROME_HEADLESS_SHELL_PATH: '/nonexistent/chromium-headless-shell',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Chromium not found at /nonexistent/chromium-headless-shell and /nonexistent/chromium',
    );
    expect(result.stdout).not.toContain('▶');
  }, 60_000);
});
