import { type ApiErrorBody, ErrorCode } from '@shop/contracts';
import type { Socket } from 'node:net';
import { routeTableOf, unroutedMethodAnswer } from './route-table';

/** Node's limit on the size of all request headers together (its `maxHeaderSize` default). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** `FOO /api/part?x=1 HTTP/1.1`: a request line whose method Node's parser does not know. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}) (\/\S*) HTTP\/1\.[01]\r?\n/;

const REASONS: Record<number, string> = { 404: 'Not Found', 405: 'Method Not Allowed' };

/**
 * Answers a request Node could not even parse (headers over MAX_HEADER_BYTES, a malformed request
 * line, a request that took too long to arrive) in the API's one error shape — these never reach
 * Fastify's routing or Nest. Passed as Fastify's `clientErrorHandler`, which Fastify calls with
 * itself as `this`: a well-formed request line with a method Node does not know (`FOO /api/part`)
 * answers like any method no route has, 405 with `Allow` (see unroutedMethodAnswer).
 */
export function answerClientError(
  this: object | void,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body, headers] =
    unknownMethodAnswer(this ?? undefined, error) ?? clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n${headers ?? ''}` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

function unknownMethodAnswer(
  fastify: object | undefined,
  error: Error & { code?: string; rawPacket?: unknown },
): [number, string, object, string] | undefined {
  const table = fastify && routeTableOf(fastify);
  if (error.code !== 'HPE_INVALID_METHOD' || !table || !Buffer.isBuffer(error.rawPacket)) return undefined;
  const line = REQUEST_LINE.exec(error.rawPacket.subarray(0, 8192).toString('latin1'));
  if (!line) return undefined;
  const [status, body, allowed] = unroutedMethodAnswer(table, line[1], line[2]);
  return [status, REASONS[status], body, allowed.length > 0 ? `Allow: ${allowed.join(', ')}\r\n` : ''];
}

function clientErrorAnswer(code: string | undefined): [number, string, ApiErrorBody, string?] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [
      431,
      'Request Header Fields Too Large',
      {
        statusCode: 431,
        code: ErrorCode.REQUEST_HEADERS_TOO_LARGE,
        message: `The request headers are too large (at most ${MAX_HEADER_BYTES / 1024} KB)`,
      },
    ];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [408, 'Request Timeout', { statusCode: 408, code: ErrorCode.BAD_REQUEST, message: 'The request took too long to arrive' }];
  }
  return [400, 'Bad Request', { statusCode: 400, code: ErrorCode.BAD_REQUEST, message: 'The request is not valid HTTP' }];
}
