import path from 'node:path';
import type { Config } from '../config';
import type { CheckedStorage } from './file-storage';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';

/** Where uploaded photos live: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function configuredStorage(config: Config): CheckedStorage {
  if (config.s3) return s3Storage(config.s3);
  // The folder is made on the first write; there is nothing to check before.
  return { ...localDiskStorage(path.join(config.dataDir, 'uploads')), check: async () => {} };
}
