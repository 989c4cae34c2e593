import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  ThrottlerStorageService,
} from '@nestjs/throttler';
import { isIP } from 'node:net';

/**
 * Searches (navbar suggestions and the results page share `GET /part/search`) per client address:
 * 10 a second on average over a minute, far above what typing produces (the navbar waits for a
 * pause, and each pause asks once), yet a script looping through queries is stopped.
 */
export const SEARCH_RATE_LIMIT = { limit: 600, ttlMs: 60_000 } as const;

export const SEARCH_TOO_MANY_MESSAGE = 'Too many searches. Please wait a minute and try again.';

/**
 * Addresses of the shop's own network: loopback, private and link-local ranges. The server renderer
 * (beside the API with `npm start`, another container in docker-compose) asks the API for every
 * visitor's search page from one of these; its renders are bounded by its own queue, and counting
 * them as one client would refuse everybody's search pages at once.
 */
export function isInternalAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:');
  }
  return false;
}

/**
 * The search limit is counted in each API process's memory, not in MongoDB like the account limits:
 * search is the busiest public read, and a database write per keystroke would cost more than the
 * search itself. Each process protects its own CPU; with N processes a client gets at most N times
 * the limit, which still stops a flood.
 */
const SEARCH_COUNTERS = new ThrottlerStorageService();

@Injectable()
export class SearchThrottlerGuard extends ThrottlerGuard {
  constructor(@InjectThrottlerOptions() options: ThrottlerModuleOptions, @Inject(Reflector) reflector: Reflector) {
    super(options, SEARCH_COUNTERS, reflector);
  }

  protected override shouldSkip(context: Parameters<ThrottlerGuard['shouldSkip']>[0]): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ ip?: string }>();
    return Promise.resolve(isInternalAddress(request.ip));
  }

  protected override getTracker(request: { ip?: string }): Promise<string> {
    return Promise.resolve(`search:${request.ip ?? ''}`);
  }

  protected override getErrorMessage(): Promise<string> {
    return Promise.resolve(SEARCH_TOO_MANY_MESSAGE);
  }
}
