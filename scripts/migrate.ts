// Brings a database up to date and stops: no demo data, no server. For a deployment's
// release step on a real PostgreSQL (DATABASE_URL), before the servers start.
//   DATABASE_URL=postgres://... npm run migrate
import { readConfig } from '../server/config.ts';
import { openDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';

const { databaseUrl, dataDir, dbPoolSize: poolSize } = readConfig();
const db = await openDb({ databaseUrl, dataDir, poolSize });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
} finally {
  await db.close();
}
