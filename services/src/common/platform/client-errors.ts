import { type ApiErrorBody, ErrorCode } from '@shop/contracts';
import type { Socket } from 'node:net';

/** Node's limit on the size of all request headers together (its `maxHeaderSize` default). */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Answers a request Node could not even parse (headers over MAX_HEADER_BYTES, a malformed request
 * line, a request that took too long to arrive) in the API's one error shape — these never reach
 * Fastify's routing or Nest. Passed as Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] = clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

function clientErrorAnswer(code: string | undefined): [number, string, ApiErrorBody] {
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
