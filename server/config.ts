import { resolve } from 'node:path';
import {
  defaultTotalConnections,
  openFileLimit,
  parseTrustProxy,
  type ConnectionSettings,
  type TrustProxy,
} from './plugins/connectionsSettings.ts';
import { outsideSettings, type OutsideSettings } from './outsideSettings.ts';
import { parseOrigins } from './plugins/securitySettings.ts';
import { httpUrl, settingReader, type SettingReader } from './settingReader.ts';
import { fieldSecretWeakness } from './plugins/crypto/fieldSecretStrength.ts';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  production: boolean;
  /**
   * AES-128 key and IV of the contract's field encryption. When this server serves the app,
   * the config.js it serves carries them (plugins/appConfigScript.ts).
   */
  fieldKey: string;
  fieldIv: string;
  /** Secret of the encryption at rest of ID numbers and phones. */
  dataKey: string;
  /** The sender name in SMS texts. */
  smsSignature: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address the limits count:
   * behind a reverse proxy every request would otherwise come from the proxy's address.
   */
  trustProxy: TrustProxy;
  /** How many sockets the server holds and how long (plugins/connections.ts). */
  connections: ConnectionSettings;
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
  /** Live sessions per account; a new login beyond it ends the least recently used. */
  sessionsPerAccount: number;
  /** Origins besides this one that may show the app in a frame (plugins/securityHeaders.ts). */
  frameAncestors: string[];
  /** Hosts of the hospital's pictures beyond this origin and the API's. */
  imageOrigins: string[];
  /** OPENAPI_PUBLIC=1: production serves /api/openapi.json too (always served outside it). */
  openApiServed: boolean;
  /** The official account's app id (served in config.js as wechatAppId). */
  wechatAppId: string;
  /**
   * WeChat's OAuth authorize page as config.js names it (WECHAT_AUTHORIZE_URL): WeChat's own
   * when unset, the simulator's outside production.
   */
  wechatAuthorizeUrl: string | undefined;
  /** The real providers the settings name (outsideSettings.ts); the others are simulated. */
  outside: OutsideSettings;
  /** ALLOW_SIMULATED_GATEWAYS=1: a production start accepts the simulated outside parties. */
  simulatedGatewaysAccepted: boolean;
  /**
   * QUEUE_SOURCE_URL: the centre's queue system, asked `GET <url>?examNo=…&hospId=…` for the
   * spec's queue state (plugins/outside/queue.ts); unset, the queue is the simulator's.
   */
  queueSourceUrl: string | undefined;
  /** How long one answer of the queue system is waited for (QUEUE_SOURCE_TIMEOUT_SECONDS). */
  queueSourceTimeoutMs: number;
}

/** Live sessions per account unless SESSIONS_PER_ACCOUNT says otherwise. */
export const SESSIONS_PER_ACCOUNT = 20;

// The demo deployment's values, matching public/config.js; a hospital sets its own.
const DEMO_FIELD_KEY = 'kn7Hc2Qp9LmX4vB1';
const DEMO_FIELD_IV = 'Vt3sR8yW5eZ0aJ6u';
const DEMO_WECHAT_APP_ID = 'wxdemo0000000001';
const DEMO_DATA_KEY = 'demo-only-data-key-not-for-production';

/** AES-128: a 16-byte key and IV, taken as the UTF-8 bytes of the text (as the app does). */
const FIELD_BYTES = 16;
/** What `openssl rand -base64 32` gives is 44; a passphrase shorter than 32 is guessable. */
const DATA_KEY_LENGTH = 32;
/** A random 32-character key has far more; 'aaaa…' or '1212…' has far fewer. */
const DATA_KEY_DISTINCT = 10;

/** Every problem of the settings, named at once, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server's settings refuse to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the server's settings from the environment, with the defaults of `npm start`. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { config, problems } = checkConfig(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The settings, and every problem with them: a value of the wrong form, and in production
 * a missing or demo secret. Nothing is opened or bound: a start checks this first.
 */
export function checkConfig(env: NodeJS.ProcessEnv): { config: ServerConfig; problems: string[] } {
  const problems: string[] = [];
  const read = settingReader(env, problems);
  const production = env.NODE_ENV === 'production';
  if (production) problems.push(...productionProblems(env));
  const fieldKey = env.FIELD_CRYPTO_KEY || DEMO_FIELD_KEY;
  const fieldIv = env.FIELD_CRYPTO_IV || DEMO_FIELD_IV;
  for (const [name, value] of [
    ['FIELD_CRYPTO_KEY', fieldKey],
    ['FIELD_CRYPTO_IV', fieldIv],
  ] as const) {
    const bytes = Buffer.byteLength(value, 'utf8');
    const weakness = fieldSecretWeakness(value);
    if (bytes !== FIELD_BYTES)
      problems.push(
        `${name} must be ${FIELD_BYTES} bytes (16 ASCII characters, as in the app's config.js), got ${bytes}`,
      );
    else if (weakness)
      problems.push(`${name} must look random (openssl rand -base64 12): ${weakness}`);
  }
  const origins = (name: string) => {
    const parsed = parseOrigins(name, env[name]);
    if ('problem' in parsed) problems.push(parsed.problem);
    return 'value' in parsed ? parsed.value : [];
  };
  const proxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in proxy) problems.push(proxy.problem);
  const config: ServerConfig = {
    port: read.int('PORT', 8080, 0, 65_535),
    // All interfaces, so a phone on the same network can open the printed URL.
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    production,
    fieldKey,
    fieldIv,
    dataKey: env.DATA_KEY || DEMO_DATA_KEY,
    smsSignature: env.SMS_SIGNATURE ?? '康宁体检',
    wechatAppId: env.WECHAT_APP_ID || DEMO_WECHAT_APP_ID,
    wechatAuthorizeUrl: httpUrl('WECHAT_AUTHORIZE_URL', env.WECHAT_AUTHORIZE_URL, problems),
    outside: outsideSettings(env, read, problems),
    simulatedGatewaysAccepted: env.ALLOW_SIMULATED_GATEWAYS === '1',
    queueSourceUrl: httpUrl('QUEUE_SOURCE_URL', env.QUEUE_SOURCE_URL, problems),
    queueSourceTimeoutMs: read.seconds('QUEUE_SOURCE_TIMEOUT_SECONDS', 5),
    smsPerAddressHourly: read.int('SMS_PER_ADDRESS_HOURLY', 20),
    smsCooldownS: read.int('SMS_COOLDOWN_SECONDS', 60),
    sessionsPerAccount: read.int('SESSIONS_PER_ACCOUNT', SESSIONS_PER_ACCOUNT),
    frameAncestors: origins('FRAME_ANCESTORS'),
    imageOrigins: origins('IMAGE_ORIGINS'),
    openApiServed: !production || env.OPENAPI_PUBLIC === '1',
    trustProxy: 'value' in proxy ? proxy.value : false,
    connections: connectionSettings(read, problems),
    dbPoolSize: read.int('DB_POOL_SIZE', 10),
    seed: seedKind(env.SEED, production, problems),
  };
  return { config, problems };
}

function connectionSettings(read: SettingReader, problems: string[]): ConnectionSettings {
  const settings: ConnectionSettings = {
    perAddress: read.int('MAX_CONNECTIONS_PER_ADDRESS', 256, 0),
    total: read.int('MAX_CONNECTIONS', defaultTotalConnections(openFileLimit())),
    headersTimeoutMs: read.seconds('HEADERS_TIMEOUT_SECONDS', 10),
    requestTimeoutMs: read.seconds('REQUEST_TIMEOUT_SECONDS', 30),
    keepAliveTimeoutMs: read.seconds('KEEP_ALIVE_TIMEOUT_SECONDS', 5),
    socketTimeoutMs: read.seconds('SOCKET_TIMEOUT_SECONDS', 60),
    // Closing a busy connection only makes its client open another, racing its own count.
    maxRequestsPerSocket: read.int('MAX_REQUESTS_PER_SOCKET', 0, 0),
  };
  // Node refuses to create a server whose headers may take longer than the whole request.
  if (settings.headersTimeoutMs > settings.requestTimeoutMs)
    problems.push('HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS');
  return settings;
}

/**
 * A production start with the demo's secrets would let anyone who read this repository
 * decrypt the ID numbers and phones it stores and the fields the app sends, and with the
 * demo's app id no WeChat login could work.
 */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const demo: Array<[name: string, demoValue: string]> = [
    ['FIELD_CRYPTO_KEY', DEMO_FIELD_KEY],
    ['FIELD_CRYPTO_IV', DEMO_FIELD_IV],
    ['DATA_KEY', DEMO_DATA_KEY],
    ['WECHAT_APP_ID', DEMO_WECHAT_APP_ID],
  ];
  const problems = demo.flatMap(([name, demoValue]) => {
    const value = env[name];
    if (!value) return [`${name} is not set`];
    return value === demoValue ? [`${name} is the demo's value: set your own deployment's`] : [];
  });
  const dataKey = env.DATA_KEY;
  if (dataKey && dataKey !== DEMO_DATA_KEY) {
    const distinct = new Set(dataKey).size;
    const weak =
      dataKey.length < DATA_KEY_LENGTH
        ? `it has ${dataKey.length}`
        : distinct < DATA_KEY_DISTINCT
          ? `it repeats only ${distinct} different ones`
          : '';
    if (weak)
      problems.push(
        `DATA_KEY must be at least ${DATA_KEY_LENGTH} random characters (openssl rand -base64 32): ${weak}`,
      );
  }
  return problems;
}

function seedKind(
  raw: string | undefined,
  production: boolean,
  problems: string[],
): ServerConfig['seed'] {
  const fallback = production ? 'catalog' : 'demo';
  if (!raw) return fallback;
  if (raw === 'demo' || raw === 'catalog' || raw === 'none') {
    // Demo accounts share a published password: never in production.
    if (production && raw === 'demo') problems.push('SEED=demo is refused in production');
    return raw;
  }
  problems.push(`SEED must be demo, catalog or none, got ${JSON.stringify(raw)}`);
  return fallback;
}
