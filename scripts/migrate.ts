// Brings a database up to date and stops: no demo data, no server. For a deployment's
// release step on a real PostgreSQL (DATABASE_URL), before the servers start.
//   DATABASE_URL=postgres://... npm run migrate
import { configOrExit } from '../server/main.ts';
import { openDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { makeDeps } from '../server/makeDeps.ts';
import { fingerprintProfilePhones } from '../server/modules/profiles/index.ts';

const config = configOrExit();
const { databaseUrl, dataDir, dbPoolSize: poolSize } = config;
const db = await openDb({ databaseUrl, dataDir, poolSize });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
  const filled = await fingerprintProfilePhones(db, makeDeps(db, config).vault);
  if (filled) console.log(`profiles given their phone's fingerprint: ${filled}`);
} finally {
  await db.close();
}
