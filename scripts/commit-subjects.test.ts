import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 58: a commit's subject says what changed in at most about 72 characters; the why goes in its body or a
// decision record. Checked from the newest commit with the marker subject below: the history before it is as it
// is, and a new marker is a visible, deliberate new start.
const SINCE = 'Commit subjects are checked from here on: at most 72 characters';
const LIMIT = 72;

const root = path.resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

describe('commit subjects', () => {
  it(`are at most ${LIMIT} characters since the marker commit`, () => {
    const start = git('log', '--format=%H', '--fixed-strings', `--grep=${SINCE}`)
      .split('\n')
      .filter(Boolean)
      .at(0);
    expect(start, 'a marker commit is in the history').toBeTruthy();
    const long = git('log', '--format=%h %s', `${start}^..HEAD`)
      .split('\n')
      .filter((line) => line.length - line.indexOf(' ') - 1 > LIMIT);
    expect(long).toEqual([]);
  });
});
