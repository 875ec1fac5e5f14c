import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Mounts a tmpfs of `megabytes` on a new folder; throws with the reason when it cannot. */
function mountTmpfs(megabytes: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error((error as { stderr?: Buffer }).stderr?.toString().trim() || String(error));
  }
}

/**
 * Whether small disks can be mounted here: a tmpfs needs root, which the CI machine and the development
 * container have. Elsewhere the tests that need one are skipped, said loudly; under CI they fail.
 */
export function smallDisksAvailable(): boolean {
  try {
    unmount(mountTmpfs(1));
    return true;
  } catch (error) {
    const why = (error as Error).message;
    if (process.env.CI) throw new Error(`a small disk (tmpfs) cannot be mounted: ${why}`);
    console.warn(`skipped: the disk-full tests need to mount a tmpfs (root): ${why}`);
    return false;
  }
}

/** Lazily: a file a failed test left open must not keep the mount, nor the folder, behind. */
function unmount(dir: string) {
  execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A disk that really fills: a tmpfs of `megabytes`, so a write past its end fails with the kernel's own ENOSPC,
 * as on a full disk.
 */
export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = mountTmpfs(megabytes);
  const filler = path.join(dir, 'filler');
  return {
    dir,
    /** Writes a filler file until the disk refuses, then returns how many bytes it took. */
    fill() {
      const handle = openSync(filler, 'a');
      try {
        for (const size of [1 << 20, 4096]) {
          const chunk = Buffer.alloc(size, 1);
          try {
            for (;;) writeSync(handle, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(handle);
      }
      return statSync(filler).size;
    },
    /** Gives back `bytes` of the filler, or all of it. */
    free(bytes?: number) {
      const size = statSync(filler, { throwIfNoEntry: false })?.size ?? 0;
      if (bytes === undefined || bytes >= size) return rmSync(filler, { force: true });
      const handle = openSync(filler, 'r+');
      try {
        ftruncateSync(handle, size - bytes);
      } finally {
        closeSync(handle);
      }
    },
    unmount: () => unmount(dir),
  };
}

export interface SmallDisk {
  dir: string;
  fill(): number;
  free(bytes?: number): void;
  unmount(): void;
}
