import type { ArgumentsHost } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { ProductNotFoundError } from '../errors';
import { ApiExceptionFilter } from './api-exception.filter';

function setUp() {
  const reply = jest.fn();
  const response = { sent: false };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ method: 'GET', url: '/api/part' }), getResponse: () => response }),
  } as unknown as ArgumentsHost;
  const filter = new ApiExceptionFilter({ httpAdapter: { reply } } as unknown as HttpAdapterHost);
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  return { filter, host, reply, response, logged };
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
});
