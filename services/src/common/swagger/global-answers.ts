import { GUARDS_METADATA } from '@nestjs/common/constants';
import type { INestApplicationContext, Type } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { UserRole } from '@shop/contracts';
import { IS_PUBLIC_KEY, OWNER_PARAM_KEY, ROLES_KEY } from '../auth/auth.decorators';
import { objectIdParams, routeHandlers } from '../platform/id-routes';
import { ERROR_DESCRIPTIONS, type ErrorStatus } from './error-answers';
import { OBJECT_ID_PATTERN } from './schema-types';

/** What the global guards, pipes and parsers make of a route: the answers it can give besides its own. */
export interface RouteFacts {
  /** `@Public()`: no 401 from the JWT guard. */
  isPublic: boolean;
  /** `@Roles(...)` or `@OwnEmailOrAdmin(...)`: 403 from the roles guard. */
  restricted: boolean;
  /** `@Roles(...)`: the only roles that may call it (documented as `x-roles`). */
  roles?: readonly UserRole[];
  /** A ThrottlerGuard (or a subclass) guards it: 429. */
  throttled: boolean;
  /** Path parameters read through ParseObjectIdPipe: documented with OBJECT_ID_PATTERN. */
  objectIdParams: string[];
}

/** The name of the error body schema in `components.schemas` (ApiErrorDto). */
export const ERROR_SCHEMA_NAME = 'ApiErrorDto';

/** The security requirement of routes behind the JWT guard (DocumentBuilder.addBearerAuth()). */
const BEARER = 'bearer';

/**
 * The operation extension naming the only roles that may call a `@Roles(...)` route: a client (and
 * the fuzzer, tools/fuzz) can tell from the document which callers it answers 403 before reading
 * the request. Routes open to every signed-in caller, or to an account's owner, have none.
 */
export const ROLES_EXTENSION = 'x-roles';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface ParameterLike {
  name?: string;
  in?: string;
  schema?: Record<string, unknown>;
}

interface OperationLike {
  operationId?: string;
  parameters?: ParameterLike[];
  requestBody?: unknown;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  [ROLES_EXTENSION]?: UserRole[];
}

/**
 * The statuses the global guards, pipes, parsers and the database add to an operation. `shadowed`:
 * a value that is not an id in its id parameter makes its path another operation's, of other
 * methods (`DELETE /api/booking/{id}` with an email is `GET /api/booking/{email}`'s path): 405.
 */
export function globalStatuses(
  operation: OperationLike,
  facts: RouteFacts,
  shadowed = false,
): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if (shadowed) statuses.push(405);
  // Validation of parameters and bodies (ValidationPipe, ParseObjectIdPipe, the JSON parser).
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) statuses.push(400);
  if (!facts.isPublic) statuses.push(401);
  if (facts.restricted) statuses.push(403);
  // Fastify: a body over the limit, or of a content type no parser reads.
  if (operation.requestBody) statuses.push(413, 415);
  if (facts.throttled) statuses.push(429);
  // Every route may meet an unreachable database (the JWT guard reads the user, too).
  statuses.push(503);
  return statuses;
}

/**
 * Adds to every operation of `document` the error answers that come from the global guards, pipes
 * and parsers rather than from the handler (what `globalStatuses` lists), with the error body schema,
 * the bearer security requirement to routes behind the JWT guard, the roles of `@Roles(...)` routes
 * (ROLES_EXTENSION), and the id pattern to path parameters read through ParseObjectIdPipe. Answers an operation already
 * documents keep their own description. Throws for an operation `factsOf` does not know, so that a
 * route can never go undocumented silently.
 */
export function documentGlobalAnswers(
  document: OpenAPIObject,
  factsOf: (operationId: string) => RouteFacts | undefined,
): OpenAPIObject {
  if (!document.components?.schemas?.[ERROR_SCHEMA_NAME]) {
    throw new Error(
      `The OpenAPI document has no ${ERROR_SCHEMA_NAME} schema for the error answers`,
    );
  }
  const routes: DocumentedRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = (item as Record<string, OperationLike | undefined>)[method];
      if (!operation) continue;
      const facts = operation.operationId ? factsOf(operation.operationId) : undefined;
      if (!facts) {
        throw new Error(
          `No route found for ${method.toUpperCase()} ${path} (${operation.operationId ?? 'no operationId'})`,
        );
      }
      routes.push({ path, method, operation, facts });
    }
  }
  for (const { path, method, operation, facts } of routes) {
    for (const status of globalStatuses(
      operation,
      facts,
      isShadowed(path, method, facts, routes),
    )) {
      operation.responses[String(status)] ??= {
        description: ERROR_DESCRIPTIONS[status],
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } },
        },
      };
    }
    for (const parameter of operation.parameters ?? []) {
      if (
        parameter.in === 'path' &&
        parameter.name &&
        facts.objectIdParams.includes(parameter.name)
      ) {
        parameter.schema = { ...parameter.schema, type: 'string', pattern: OBJECT_ID_PATTERN };
      }
    }
    if (!facts.isPublic && !operation.security?.some((requirement) => BEARER in requirement)) {
      operation.security = [...(operation.security ?? []), { [BEARER]: [] }];
    }
    if (facts.roles) operation[ROLES_EXTENSION] = [...facts.roles];
  }
  return document;
}

interface DocumentedRoute {
  path: string;
  method: string;
  operation: OperationLike;
  facts: RouteFacts;
}

/**
 * Whether some value that is not an id, put in an id parameter of `path`, makes a path of another
 * operation that `method` is not one of — which the API answers 405 (platform/route-table.ts).
 */
function isShadowed(
  path: string,
  method: string,
  facts: RouteFacts,
  routes: readonly DocumentedRoute[],
): boolean {
  if (facts.objectIdParams.length === 0) return false;
  const segments = path.split('/');
  const param = (segment: string) => /^\{(.+)\}$/.exec(segment)?.[1];
  const others = routes.filter((route) => route.path !== path);
  return others.some((other) => {
    const theirs = other.path.split('/');
    if (theirs.length !== segments.length) return false;
    if (routes.some((route) => route.path === other.path && route.method === method)) return false;
    let throughNonId = false;
    for (const [i, mine] of segments.entries()) {
      const myParam = param(mine);
      const theirParam = param(theirs[i]);
      if (myParam && facts.objectIdParams.includes(myParam)) {
        const theirIsId =
          theirParam !== undefined && other.facts.objectIdParams.includes(theirParam);
        if (theirIsId) continue;
        // A static segment of theirs that is itself an id would not be "no id".
        if (theirParam === undefined && /^[0-9a-fA-F]{24}$/.test(theirs[i])) return false;
        throughNonId = true;
      } else if (mine !== theirs[i] && !myParam && !theirParam) {
        return false;
      }
    }
    return throughNonId;
  });
}

function metadata<T>(key: string, handler: object, controller: Type): T | undefined {
  return (
    (Reflect.getMetadata(key, handler) as T | undefined) ??
    (Reflect.getMetadata(key, controller) as T | undefined)
  );
}

function isThrottler(guard: unknown): boolean {
  const type = typeof guard === 'function' ? guard : (guard as object | undefined)?.constructor;
  return (
    typeof type === 'function' &&
    (type === ThrottlerGuard || type.prototype instanceof ThrottlerGuard)
  );
}

/**
 * The facts of every route of the application, by the operationId @nestjs/swagger gives it by
 * default (`<Controller>_<method>`), read from the same metadata the guards read.
 */
export function routeFactsOf(app: INestApplicationContext): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const { controller, name, handler } of routeHandlers(app)) {
    const guards = [
      ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
      ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
    ];
    // The handler's roles override its controller's, as in RolesGuard.
    const roles = metadata<UserRole[]>(ROLES_KEY, handler, controller);
    facts.set(`${controller.name}_${name}`, {
      isPublic: metadata<boolean>(IS_PUBLIC_KEY, handler, controller) === true,
      restricted:
        roles !== undefined || metadata(OWNER_PARAM_KEY, handler, controller) !== undefined,
      ...(roles ? { roles } : {}),
      throttled: guards.some(isThrottler),
      objectIdParams: objectIdParams(controller, name),
    });
  }
  return facts;
}
