// `npm start`: one process, one URL. Builds the app when needed, starts the reference
// server on its embedded database (or DATABASE_URL), and prints where to open it.
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import qrcode from 'qrcode-terminal';
import { DEMO_UNION_CODE, OPEN_HOSP_ID } from '../server/seeds/seedData.ts';
import { configOrExit, startServer } from '../server/main.ts';
import { buildIfStale } from './buildIfStale.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = configOrExit();

function lanAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

await buildIfStale(root, config.staticDir);
const { app, port, seeded } = await startServer(config);

const local = `http://localhost:${port}`;
const homePath = `/#/?hospid=${OPEN_HOSP_ID}`;
const unionPath = `/#/union?code=${DEMO_UNION_CODE}`;
const lan = lanAddress();
console.log(`\nHome of the demo branch:  ${local}${homePath}`);
console.log(`Branch chooser (union):   ${local}${unionPath}`);
console.log(
  `Database: ${config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : config.dataDir} (${seeded ? 'new, demo data loaded' : 'kept from the last start'})`,
);
if (lan && !process.env.NO_QR) {
  console.log(`\nOn a phone on the same network: http://${lan}:${port}${homePath}`);
  qrcode.generate(`http://${lan}:${port}${homePath}`, { small: true });
  console.log(
    'The simulators (WeChat, partner portal, cashier) answer this computer only; SMS codes are printed here.',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
