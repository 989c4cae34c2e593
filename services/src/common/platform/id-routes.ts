import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { type INestApplicationContext, RequestMethod, type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ParseObjectIdPipe } from '../pipes';

/** A route whose path parameters `params` are ids (read through ParseObjectIdPipe). */
export interface IdRoute {
  method: string;
  /** As Fastify registers it: `/api/users/:id`. */
  url: string;
  params: string[];
}

/** Names of the path parameters of `controller.method` that go through ParseObjectIdPipe. */
export function objectIdParams(controller: Type, method: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { data?: unknown; pipes?: unknown[] }
  >;
  return Object.entries(args)
    .filter(([key, arg]) => key.startsWith(`${RouteParamtypes.PARAM}:`) && typeof arg.data === 'string')
    .filter(([, arg]) =>
      (arg.pipes ?? []).some((pipe) => pipe === ParseObjectIdPipe || pipe instanceof ParseObjectIdPipe),
    )
    .map(([, arg]) => arg.data as string);
}

function paths(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : ''];
}

function joinPath(...parts: string[]): string {
  return `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
}

/**
 * Every route of the application with id path parameters, read from the same metadata Nest routes
 * by (controller and handler paths under `globalPrefix`). Call before `init()` registers the routes.
 */
export function objectIdRoutes(app: INestApplicationContext, globalPrefix: string): IdRoute[] {
  const routes: IdRoute[] = [];
  for (const { controller, name, handler, method } of routeHandlers(app)) {
    const params = objectIdParams(controller, name);
    if (params.length === 0) continue;
    for (const base of paths(Reflect.getMetadata(PATH_METADATA, controller))) {
      for (const own of paths(Reflect.getMetadata(PATH_METADATA, handler))) {
        routes.push({ method: RequestMethod[method], url: joinPath(globalPrefix, base, own), params });
      }
    }
  }
  return routes;
}

/** A route handler of a registered controller: its class, method name, function and HTTP method. */
export interface RouteHandler {
  controller: Type;
  name: string;
  handler: (...args: unknown[]) => unknown;
  method: RequestMethod;
}

/** Every route handler of every controller the app registered (a method with an HTTP method). */
export function* routeHandlers(app: INestApplicationContext): Generator<RouteHandler> {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        // The descriptor, not the property: reading a getter would run it on the prototype.
        const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        yield { controller, name, handler: handler as RouteHandler['handler'], method };
      }
    }
  }
}
