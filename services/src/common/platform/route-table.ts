import { ErrorCode } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { mapError } from '../filters/error-mapping';
import { MethodNotAllowedError } from '../errors';

/** Methods in the order the Allow header lists them. OPTIONS (CORS preflights) is never listed. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Methods some route of the API can have: every other method is answered by `answerUnroutedMethod`. */
const ROUTABLE_METHODS = new Set([...METHOD_ORDER, 'OPTIONS']);

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

/**
 * Starts recording the routes of `fastify` (call before any route is added) and answers the table.
 *
 * A request whose method no route of the API can have (QUERY, PROPFIND, TRACE …) is answered at once,
 * before Fastify reads its body: 405 with `Allow` for a path that exists, else 404 ROUTE_NOT_FOUND.
 * (Fastify would read a QUERY body first and answer 400 for a missing Content-Type.) Requests of the
 * routable methods never pay for this: their 405 comes from the exception filter, on the 404 path.
 */
export function trackRoutes(fastify: FastifyInstance): RouteTable {
  const table = new RouteTable();
  TABLES.set(fastify, table);
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.add(method, route.url);
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (ROUTABLE_METHODS.has(request.method)) return;
    const [status, body, allowed] = unroutedMethodAnswer(table, request.method, request.url);
    if (allowed.length > 0) void reply.header('Allow', allowed.join(', '));
    await reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  return table;
}

/**
 * The answer to `method` at `url` when no route has that method: 405 METHOD_NOT_ALLOWED naming the
 * methods the path has (for `Allow`), or 404 ROUTE_NOT_FOUND when the path has none. Also used for
 * methods Node cannot even parse (client-errors.ts).
 */
export function unroutedMethodAnswer(
  table: RouteTable,
  method: string,
  url: string,
): [status: number, body: object, allowed: string[]] {
  const allowed = table.methodsFor(url.split('?')[0]);
  if (allowed.length === 0) {
    return [404, { statusCode: 404, code: ErrorCode.ROUTE_NOT_FOUND, message: `Cannot ${method} ${url}` }, []];
  }
  const { body } = mapError(new MethodNotAllowedError(method, allowed));
  return [body.statusCode, body, allowed];
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
