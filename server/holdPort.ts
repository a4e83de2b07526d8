import { createServer } from 'node:http';
import type { ServerConfig } from './config.ts';
import { LISTEN_BACKLOG, guardConnections, httpServerOptions } from './plugins/connections.ts';
import { MSG } from './plugins/messages.ts';

/** The address held for a start; released just before the app listens on it. */
export interface HeldPort {
  port: number;
  release(): Promise<void>;
}

/**
 * Binds the port before the start touches the database, so a port already in use fails
 * the start before any migration or seed. Fastify takes no route once it listens, so the
 * app cannot own the port that early: a bare server holds it meanwhile and answers every
 * request with a 503 envelope until the app replaces it.
 */
export async function holdPort(
  port: number,
  host: string,
  // A start that migrates a large database holds the port for a while: the same caps apply.
  guard?: Pick<ServerConfig, 'connections' | 'trustProxy'>,
): Promise<HeldPort> {
  const body = JSON.stringify({ code: 503, msg: MSG.starting, data: null });
  const server = createServer(
    guard ? httpServerOptions(guard.connections) : {},
    (_request, response) => {
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': '5',
        connection: 'close',
      });
      response.end(body);
    },
  );
  if (guard) guardConnections(server, guard.connections, guard.trustProxy);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    // Port 0 asks for any free port: the app then listens on the one found here.
    port: typeof address === 'object' && address ? address.port : port,
    release: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
