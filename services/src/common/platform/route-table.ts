import type { FastifyInstance } from 'fastify';

/** Methods in the order the Allow header lists them. OPTIONS (CORS preflights) is never listed. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface RouteEntry {
  method: string;
  pattern: RegExp;
}

/**
 * Every route the server has, by method and URL pattern, so that a request for a path that exists
 * under other methods answers 405 with `Allow` instead of 404 (RFC 9110 §15.5.6).
 */
export class RouteTable {
  private readonly routes: RouteEntry[] = [];

  add(method: string, url: string): void {
    const upper = method.toUpperCase();
    if (!METHOD_ORDER.includes(upper)) return;
    this.routes.push({ method: upper, pattern: toPattern(url) });
  }

  /** The methods `path` (no query string) has routes for, GET before HEAD before POST …; [] for none. */
  methodsFor(path: string): string[] {
    const methods = new Set(this.routes.filter((route) => route.pattern.test(path)).map((route) => route.method));
    // Fastify answers HEAD for every GET route.
    if (methods.has('GET')) methods.add('HEAD');
    return METHOD_ORDER.filter((method) => methods.has(method));
  }
}

const TABLES = new WeakMap<object, RouteTable>();

/** Starts recording the routes of `fastify` (call before any route is added) and answers the table. */
export function trackRoutes(fastify: FastifyInstance): RouteTable {
  const table = new RouteTable();
  TABLES.set(fastify, table);
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.add(method, route.url);
  });
  return table;
}

/** The table trackRoutes() keeps for this Fastify instance, if any. */
export function routeTableOf(fastify: object): RouteTable | undefined {
  return TABLES.get(fastify);
}

/**
 * A Fastify route URL as a regular expression over request paths: `:name` matches one segment,
 * `*` anything, everything else itself.
 */
function toPattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
