import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  production: boolean;
}

/** Reads the server's settings from the environment, with the defaults of `npm start`. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
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
    production: env.NODE_ENV === 'production',
  };
}
