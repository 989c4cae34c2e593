import type { FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from './error-mapping';

/** Fixed messages: Fastify's own repeat the whole (client-chosen, possibly huge) path. */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/**
 * Errors Fastify raises while routing, before any Nest code runs (a malformed URL, an overlong path
 * parameter), answered in the API's one error shape. Passed as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  const { body } = mapError(error);
  const message = (error.code && MESSAGES[error.code]) ?? body.message;
  void reply.code(body.statusCode).type('application/json; charset=utf-8').send({ ...body, message });
}
