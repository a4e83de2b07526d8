// What the fuzzer sends to: every call of the contract (src/contract/endpoints.ts, the list
// the README's API tables are drawn from), with the schemas the contract gives it, and the
// server's routes that serve no call of the contract (test windows, simulators, the demo's
// pictures, the cashier's return), read as the server registers them.
import type { RouteOptions } from 'fastify';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';

export interface Target {
  /** The call's export name in the contract, or the route's path for the others. */
  name: string;
  method: string;
  /** As Fastify writes it: a parameter of the path is `:id`. */
  path: string;
  query?: object;
  body?: object;
}

/** The contract writes a path's parameters as the spec does ({id}); the server as :id. */
const serverPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const key = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

const fromEndpoint = ([name, ep]: readonly [string, Endpoint]): Target => ({
  name,
  method: ep.method,
  path: serverPath(ep.path),
  ...(ep.query ? { query: ep.query } : {}),
  ...(ep.body ? { body: ep.body } : {}),
});

/** Records the app's routes as it registers them (pass `record` to createTestApp's onRoute). */
export function routeRecorder() {
  const served = new Set<string>();
  const others: Target[] = [];
  const record = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      // Fastify answers HEAD from the GET route: the GET's cases cover it.
      if (method === 'HEAD') continue;
      if (route.config?.endpoint) {
        served.add(key(method, route.url));
        continue;
      }
      const { querystring, body } = route.schema ?? {};
      others.push({
        name: route.url,
        method,
        path: route.url,
        ...(querystring ? { query: querystring as object } : {}),
        ...(body ? { body: body as object } : {}),
      });
    }
  };
  /** The contract's calls, then the other routes; and the calls the server does not serve. */
  const targets = () => {
    const calls = ENDPOINTS.map(fromEndpoint);
    const unserved = calls.filter((call) => !served.has(key(call.method, call.path)));
    return { calls, others, unserved };
  };
  return { record, targets };
}
