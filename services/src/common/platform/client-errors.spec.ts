import { ErrorCode } from '@shop/contracts';
import type { Socket } from 'node:net';
import { answerClientError } from './client-errors';

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
