/** Longest accepted Contact Us fields (after trimming): shared with the browser form. */
export { CONTACT_LIMITS } from '@shop/rules';

/** Contact Us messages accepted per client IP address in each window. */
export const CONTACT_RATE_LIMIT = { limit: 5, ttlMs: 15 * 60 * 1000 } as const;

export const CONTACT_TOO_MANY_MESSAGE =
  'Too many messages from your address. Please try again in 15 minutes.';
