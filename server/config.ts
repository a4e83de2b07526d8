import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  production: boolean;
  /** AES-128 key and IV of the contract's field encryption: the same as public/config.js. */
  fieldKey: string;
  fieldIv: string;
  /** Secret of the encryption at rest of ID numbers and phones. */
  dataKey: string;
  /** The sender name in SMS texts. */
  smsSignature: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address the limits count:
   * behind a reverse proxy every request would otherwise come from the proxy's address.
   * The proxies' addresses or CIDRs, separated by commas (Fastify's trustProxy).
   */
  trustProxy: string | false;
  /**
   * What a start loads into an empty database: `demo` (the demo branches, catalogue and
   * accounts: the default outside production), `catalog` (the same without accounts: the
   * default in production) or `none` (a hospital's own data goes in by SQL).
   */
  seed: 'demo' | 'catalog' | 'none';
  /** Connections to a real PostgreSQL (the embedded database has one). */
  dbPoolSize: number;
  /** SMS codes one client address may ask for in an hour (a hospital's own network is one). */
  smsPerAddressHourly: number;
  /** Seconds before one phone may be sent another code (60: one a minute). */
  smsCooldownS: number;
  /** The official account's app id (the same as public/config.js's wechatAppId). */
  wechatAppId: string;
  /** ALLOW_SIMULATED_GATEWAYS=1: a production start accepts the simulated outside parties. */
  simulatedGatewaysAccepted: boolean;
}

// The demo deployment's values, matching public/config.js; a hospital sets its own.
const DEMO_FIELD_KEY = 'kn7Hc2Qp9LmX4vB1';
const DEMO_FIELD_IV = 'Vt3sR8yW5eZ0aJ6u';
const DEMO_WECHAT_APP_ID = 'wxdemo0000000001';
const DEMO_DATA_KEY = 'demo-only-data-key-not-for-production';

/** Reads the server's settings from the environment, with the defaults of `npm start`. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  if (production) refuseDemoSettings(env);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  return {
    port,
    // All interfaces, so a phone on the same network can open the printed URL.
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    production,
    fieldKey: env.FIELD_CRYPTO_KEY ?? DEMO_FIELD_KEY,
    fieldIv: env.FIELD_CRYPTO_IV ?? DEMO_FIELD_IV,
    dataKey: env.DATA_KEY || DEMO_DATA_KEY,
    smsSignature: env.SMS_SIGNATURE ?? '康宁体检',
    wechatAppId: env.WECHAT_APP_ID ?? DEMO_WECHAT_APP_ID,
    simulatedGatewaysAccepted: env.ALLOW_SIMULATED_GATEWAYS === '1',
    smsPerAddressHourly: positiveInt(env, 'SMS_PER_ADDRESS_HOURLY', 20),
    smsCooldownS: positiveInt(env, 'SMS_COOLDOWN_SECONDS', 60),
    trustProxy: trustProxy(env.TRUST_PROXY),
    dbPoolSize: positiveInt(env, 'DB_POOL_SIZE', 10),
    seed: seedKind(env.SEED, production),
  };
}

/**
 * A production start with the demo's secrets would let anyone who read this repository
 * decrypt the ID numbers and phones it stores and the fields the app sends, and with the
 * demo's app id no WeChat login could work: every missing or demo value is named at once,
 * so one restart fixes them all.
 */
function refuseDemoSettings(env: NodeJS.ProcessEnv): void {
  const demo: Array<[name: string, demoValue: string]> = [
    ['FIELD_CRYPTO_KEY', DEMO_FIELD_KEY],
    ['FIELD_CRYPTO_IV', DEMO_FIELD_IV],
    ['DATA_KEY', DEMO_DATA_KEY],
    ['WECHAT_APP_ID', DEMO_WECHAT_APP_ID],
  ];
  const problems = demo.flatMap(([name, demoValue]) => {
    const value = env[name];
    if (!value) return [`${name} is not set`];
    return value === demoValue ? [`${name} is the demo's value`] : [];
  });
  if (problems.length > 0)
    throw new Error(
      `NODE_ENV=production refuses to start: ${problems.join('; ')}. Set each to your own deployment's value.`,
    );
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function trustProxy(raw: string | undefined): string | false {
  return raw ? raw : false;
}

function seedKind(raw: string | undefined, production: boolean): ServerConfig['seed'] {
  if (!raw) return production ? 'catalog' : 'demo';
  if (raw === 'demo' || raw === 'catalog' || raw === 'none') {
    // Demo accounts share a published password: never in production.
    if (production && raw === 'demo') throw new Error('SEED=demo is refused in production');
    return raw;
  }
  throw new Error(`SEED must be demo, catalog or none, got ${raw}`);
}
