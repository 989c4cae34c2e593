import { ErrorCode } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { mapError } from '../filters/error-mapping';
import { MethodNotAllowedError } from '../errors';
import { OBJECT_ID } from '../pipes';
import type { IdRoute } from './id-routes';

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
 *
 * An id path parameter (`setIdRoutes`) matches only a 24-hex id: `DELETE /api/users/me` does not
 * name a user for `DELETE /api/users/:id` but the profile, which has GET and PATCH — a 405, where
 * the id pipe would have answered 400 INVALID_ID.
 */
export class RouteTable {
  private readonly routes: RouteEntry[] = [];
  /** `METHOD url` → its id parameters. */
  private readonly idParams = new Map<string, string[]>();

  /** The routes with id parameters; call before the routes are added. */
  setIdRoutes(routes: readonly IdRoute[]): void {
    for (const route of routes) this.idParams.set(`${route.method.toUpperCase()} ${route.url}`, route.params);
  }

  /** The id parameters of the route `url` (as registered) under `method` (HEAD: its GET route). */
  idParamsOf(method: string, url: string): string[] | undefined {
    const upper = method.toUpperCase();
    return this.idParams.get(`${upper === 'HEAD' ? 'GET' : upper} ${url}`);
  }

  add(method: string, url: string): void {
    const upper = method.toUpperCase();
    if (!METHOD_ORDER.includes(upper)) return;
    this.routes.push({ method: upper, pattern: toPattern(url, this.idParamsOf(upper, url) ?? []) });
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
    if (ROUTABLE_METHODS.has(request.method)) {
      const allowed = otherMethodsForNonId(table, request);
      if (allowed.length === 0) return;
      const { body } = mapError(new MethodNotAllowedError(request.method, allowed));
      await reply.code(body.statusCode).header('Allow', allowed.join(', ')).type('application/json; charset=utf-8').send(body);
      return;
    }
    const [status, body, allowed] = unroutedMethodAnswer(table, request.method, request.url);
    if (allowed.length > 0) void reply.header('Allow', allowed.join(', '));
    await reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  return table;
}

/**
 * When the route a request matched has an id parameter the request fills with something else, and
 * the path is one other methods have routes for (`DELETE /api/users/me`, `PUT /api/part/search`,
 * `PATCH /api/booking/<email>`): those methods, for a 405. Otherwise [] — a malformed id of a path
 * nothing else has stays the id pipe's 400 INVALID_ID.
 */
function otherMethodsForNonId(
  table: RouteTable,
  request: { method: string; url: string; params: unknown; routeOptions: { url?: string } },
): string[] {
  const ids = request.routeOptions.url ? table.idParamsOf(request.method, request.routeOptions.url) : undefined;
  if (!ids) return [];
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (ids.every((name) => typeof params[name] === 'string' && OBJECT_ID.test(params[name]))) return [];
  const allowed = table.methodsFor(request.url.split('?')[0]);
  return allowed.includes(request.method) ? [] : allowed;
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
 * A Fastify route URL as a regular expression over request paths: `:name` matches one segment (an
 * id parameter a 24-hex id), `*` anything, everything else itself.
 */
function toPattern(url: string, idParams: readonly string[]): RegExp {
  const segment = (name: string) => (idParams.includes(name) ? '[0-9a-fA-F]{24}' : '[^/]+');
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? segment(part.slice(1)) : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
