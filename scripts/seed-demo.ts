// `npm run seed:demo`: load the demo data into the configured database (only if it has no users yet); its
// photo goes to the configured storage (the S3 bucket, or DATA_DIR/uploads), where the server serves it from.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { demoSignIn, seedDemo } from '../src/server/demo/seed';
import { configuredStorage } from '../src/server/storage/configured';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'embedded', dataDir: config.dataDir },
);
try {
  await database.migrate();
  const storage = configuredStorage(config);
  await storage.check();
  const seeded = await seedDemo({ db: database.db, config, storage });
  console.log(
    seeded
      ? `Demo loaded. Sign in as ${demoSignIn.email} / ${demoSignIn.password}`
      : 'The database already has users; demo not loaded.',
  );
} finally {
  await database.close();
}
