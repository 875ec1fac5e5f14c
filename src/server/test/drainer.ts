// A process that only delivers mail from the outbox, as every app process does (src/server/main.ts): the
// delivery tests start several and kill them with SIGKILL. Database: DATABASE_URL, else DATA_DIR (PGlite).
import { openDatabase } from '../db/client';
import { createLogger } from '../log';
import { createMailer } from '../mail/mailer';
import { createDelivery } from '../notifications/delivery';
import { testConfig } from './test-app';

const env = process.env;
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'embedded', dataDir: env.DATA_DIR ?? '' },
);
const config = testConfig({ smtpUrl: env.SMTP_URL });
const log = createLogger('silent');
const delivery = createDelivery(
  { db: database.db, mailer: createMailer({ ...config, dataDir: '/nonexistent' }, log), config, log },
  { leaseMs: Number(env.LEASE_MS ?? 1500), pollMs: 50, batchSize: 5 },
);
delivery.start();
process.stdout.write('ready\n');
