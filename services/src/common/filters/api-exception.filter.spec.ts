import type { ArgumentsHost } from '@nestjs/common';
import { Logger, NotFoundException } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { ErrorCode } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { ProductNotFoundError } from '../errors';
import { trackRoutes } from '../platform/route-table';
import { ApiExceptionFilter } from './api-exception.filter';

function setUp(request = { method: 'GET', url: '/api/part' }) {
  const reply = jest.fn();
  const setHeader = jest.fn();
  const response = { sent: false };
  const fastify = { addHook: jest.fn() };
  const routes = trackRoutes(fastify as unknown as FastifyInstance);
  routes.add('GET', '/api/part');
  routes.add('POST', '/api/part');
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  const filter = new ApiExceptionFilter({
    httpAdapter: { reply, setHeader, getInstance: () => fastify },
  } as unknown as HttpAdapterHost);
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  return { filter, host, reply, setHeader, response, logged };
}

describe('ApiExceptionFilter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('replies with the mapped body and status', () => {
    const { filter, host, reply, response, logged } = setUp();
    filter.catch(new ProductNotFoundError('665f1e0000000000000000ff'), host);
    expect(reply).toHaveBeenCalledWith(
      response,
      { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product 665f1e0000000000000000ff not found' },
      404,
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs the stack of an unexpected error but keeps it out of the body', () => {
    const { filter, host, reply, logged } = setUp();
    const bug = new TypeError('boom');
    filter.catch(bug, host);
    expect(logged).toHaveBeenCalledWith('GET /api/part failed', bug.stack);
    const body = reply.mock.calls[0][1];
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(JSON.stringify(body)).not.toContain('boom');
  });

  it('tells when to retry (Retry-After) when the database is unreachable', () => {
    const { filter, host, reply, setHeader, response } = setUp();
    filter.catch(new mongoose.mongo.MongoNetworkError('connection reset'), host);
    expect(setHeader).toHaveBeenCalledWith(response, 'Retry-After', '5');
    expect(reply.mock.calls[0][1]).toMatchObject({ statusCode: 503, code: ErrorCode.DATABASE_UNAVAILABLE });
  });

  it('answers 405 METHOD_NOT_ALLOWED with Allow when the path exists under other methods', () => {
    const { filter, host, reply, setHeader, response } = setUp({ method: 'DELETE', url: '/api/part?x=1' });
    filter.catch(new NotFoundException('Cannot DELETE /api/part?x=1'), host);
    expect(setHeader).toHaveBeenCalledWith(response, 'Allow', 'GET, HEAD, POST');
    expect(reply).toHaveBeenCalledWith(
      response,
      { statusCode: 405, code: ErrorCode.METHOD_NOT_ALLOWED, message: 'DELETE is not allowed here; allowed: GET, HEAD, POST' },
      405,
    );
  });

  it('keeps 404 when a route of the same method found nothing (a missing static file)', () => {
    const { filter, host, reply, setHeader } = setUp({ method: 'GET', url: '/api/part' });
    filter.catch(new NotFoundException('Cannot GET /api/part'), host);
    expect(setHeader).not.toHaveBeenCalled();
    expect(reply.mock.calls[0][1]).toMatchObject({ statusCode: 404, code: ErrorCode.ROUTE_NOT_FOUND });
  });

  it('keeps 404 ROUTE_NOT_FOUND for a path no route has', () => {
    const { filter, host, reply, setHeader } = setUp({ method: 'GET', url: '/api/nope' });
    filter.catch(new NotFoundException('Cannot GET /api/nope'), host);
    expect(setHeader).not.toHaveBeenCalled();
    expect(reply.mock.calls[0][1]).toMatchObject({ statusCode: 404, code: ErrorCode.ROUTE_NOT_FOUND });
  });
});
