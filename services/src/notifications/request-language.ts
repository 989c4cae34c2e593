import { parseCookie } from 'cookie';
import { isNotificationLanguage, type NotificationLanguage } from './order-events';

/**
 * The language the visitor uses on the site: the `lang` cookie the language switch sets (the same
 * cookie the server renderer reads), else the first of `Accept-Language` that is Bengali or English,
 * else English. Never throws on a malformed header.
 */
export function requestLanguage(headers: {
  cookie?: string | string[];
  'accept-language'?: string | string[];
}): NotificationLanguage {
  const cookieHeader = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie;
  if (cookieHeader) {
    const value = parseCookie(cookieHeader).lang;
    if (isNotificationLanguage(value)) return value;
  }
  const accept = Array.isArray(headers['accept-language'])
    ? headers['accept-language'].join(',')
    : headers['accept-language'];
  for (const part of (accept ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isNotificationLanguage(tag)) return tag;
  }
  return 'en';
}
