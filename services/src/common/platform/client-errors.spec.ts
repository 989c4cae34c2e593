import { ErrorCode } from '@shop/contracts';
import type { Socket } from 'node:net';
import { answerClientError } from './client-errors';
import { trackRoutes } from './route-table';

function fakeSocket(overrides: Partial<Socket> = {}) {
  const written: string[] = [];
  const socket = {
    destroyed: false,
    writable: true,
    write: jest.fn((chunk: string) => written.push(chunk)),
    destroy: jest.fn(),
    ...overrides,
  } as unknown as Socket;
  return { socket, written };
}

function answerFor(code: string | undefined) {
  const { socket, written } = fakeSocket();
  answerClientError(Object.assign(new Error('parse error'), { code }), socket);
  const [head, body] = written.join('').split('\r\n\r\n');
  return { head, body: JSON.parse(body) as unknown, socket };
}

describe('answerClientError', () => {
  it('answers headers over 16 KB with 431 REQUEST_HEADERS_TOO_LARGE JSON and closes the connection', () => {
    const { head, body, socket } = answerFor('HPE_HEADER_OVERFLOW');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(head).toContain('Connection: close');
    expect(body).toEqual({
      statusCode: 431,
      code: ErrorCode.REQUEST_HEADERS_TOO_LARGE,
      message: 'The request headers are too large (at most 16 KB)',
    });
    expect(socket.destroy).toHaveBeenCalled();
  });

  it('answers other parse errors with 400 BAD_REQUEST and a slow request with 408', () => {
    expect(answerFor('HPE_INVALID_METHOD').body).toEqual({ statusCode: 400, code: ErrorCode.BAD_REQUEST, message: 'The request is not valid HTTP' });
    expect(answerFor('ERR_HTTP_REQUEST_TIMEOUT').body).toMatchObject({ statusCode: 408, code: ErrorCode.BAD_REQUEST });
  });

  it('writes nothing to a client that is already gone', () => {
    for (const overrides of [{ destroyed: true }, {}]) {
      const { socket, written } = fakeSocket(overrides);
      const code = 'destroyed' in overrides ? 'HPE_HEADER_OVERFLOW' : 'ECONNRESET';
      answerClientError(Object.assign(new Error('gone'), { code }), socket);
      expect(written).toEqual([]);
    }
  });

  it('gives the exact byte length of the body', () => {
    const { head, body } = answerFor('HPE_HEADER_OVERFLOW');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(JSON.stringify(body))}`);
  });
});

describe('answerClientError for a method Node does not know', () => {
  const fastify = {};
  beforeAll(() => {
    // Only the table matters here: trackRoutes' hooks are never called.
    Object.assign(fastify, { addHook: () => undefined });
    const own = trackRoutes(fastify as never);
    own.add('GET', '/api/partHome');
    own.add('POST', '/api/part');
  });

  function answerTo(requestLine: string) {
    const { socket, written } = fakeSocket();
    const error = Object.assign(new Error('Invalid method'), {
      code: 'HPE_INVALID_METHOD',
      rawPacket: Buffer.from(`${requestLine}\r\nHost: x\r\n\r\n`),
    });
    answerClientError.call(fastify, error, socket);
    const [head, body] = written.join('').split('\r\n\r\n');
    return { head, body: JSON.parse(body) as unknown };
  }

  it('answers 405 with Allow for a path that exists', () => {
    const { head, body } = answerTo('FOO /api/partHome?x=1 HTTP/1.1');
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toContain('Allow: GET, HEAD\r\n');
    expect(body).toEqual({
      statusCode: 405,
      code: ErrorCode.METHOD_NOT_ALLOWED,
      message: 'FOO is not allowed here; allowed: GET, HEAD',
    });
  });

  it('answers 404 for a path that does not, and 400 for a request line it cannot read', () => {
    expect(answerTo('FOO /api/nope HTTP/1.1').body).toMatchObject({ statusCode: 404, code: ErrorCode.ROUTE_NOT_FOUND });
    expect(answerTo('FOO nope').body).toMatchObject({ statusCode: 400, code: ErrorCode.BAD_REQUEST });
  });
});
