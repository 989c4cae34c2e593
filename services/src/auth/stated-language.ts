import type { FastifyRequest } from 'fastify';
import { type NotificationLanguage, requestLanguage } from '../notifications';

/**
 * The language the site's request states (the `lang` cookie, else Accept-Language), or undefined
 * when it states none: an account then keeps the one it had.
 */
export function statedLanguage(request: FastifyRequest): NotificationLanguage | undefined {
  const { cookie } = request.headers;
  const accept = request.headers['accept-language'];
  const langCookie = typeof cookie === 'string' && /(?:^|;\s*)lang=/.test(cookie);
  return langCookie || accept ? requestLanguage({ cookie, 'accept-language': accept }) : undefined;
}
