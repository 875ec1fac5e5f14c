// `npm run seed:demo`: load the demo data into the configured database (only if it has no users yet).
import { createAuth } from '../src/server/auth/auth';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { demoSignIn, seedDemo } from '../src/server/demo/seed';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'embedded', dataDir: config.dataDir },
);
try {
  await database.migrate();
  const seeded = await seedDemo(database.db, createAuth(config, database.db), config);
  console.log(
    seeded
      ? `Demo loaded. Sign in as ${demoSignIn.email} / ${demoSignIn.password}`
      : 'The database already has users; demo not loaded.',
  );
} finally {
  await database.close();
}
