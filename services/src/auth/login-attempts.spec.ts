import {
  ACCOUNT_ATTACK_FAILURES,
  delayBefore,
  freeAttempts,
  LOGIN_WINDOW_MS,
  loginAttemptKeys,
  MAX_DELAY_MS,
  PAIR_FREE_ATTEMPTS,
  PAIR_FREE_ATTEMPTS_UNDER_ATTACK,
  turnsWithin,
} from './login-attempts.service';
import { waitText } from '../rate-limits/wait-text';
import { LoginThrottledError } from './login-throttled.error';

describe('failed-login limits', () => {
  it('wait 1 s before the first attempt past the free ones, doubling after each, at most 5 minutes', () => {
    expect([0, 1, 2, 3, 4].map(delayBefore)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(delayBefore(8)).toBe(256_000);
    expect(delayBefore(9)).toBe(MAX_DELAY_MS);
    expect(delayBefore(1000)).toBe(MAX_DELAY_MS);
  });

  it('give further attempts their turns 1 s, 3 s, 7 s, 15 s … after the last free one', () => {
    expect([0, 999, 1000, 2999, 3000, 7000, 15_000].map(turnsWithin)).toEqual([
      0, 0, 1, 1, 2, 3, 4,
    ]);
  });

  it('give each address 5 free checks of an account, 1 once the account has 20 failures from everywhere', () => {
    expect(freeAttempts(0)).toBe(PAIR_FREE_ATTEMPTS);
    expect(freeAttempts(ACCOUNT_ATTACK_FAILURES - 1)).toBe(5);
    expect(freeAttempts(ACCOUNT_ATTACK_FAILURES)).toBe(PAIR_FREE_ATTEMPTS_UNDER_ATTACK);
    expect(PAIR_FREE_ATTEMPTS_UNDER_ATTACK).toBe(1);
  });

  it('count per account + address, per account and per address, in 15-minute windows, whatever the email case', () => {
    const now = 100 * LOGIN_WINDOW_MS + 5000;
    expect(loginAttemptKeys(' Rahim@Mail.com ', '203.0.113.7', now)).toEqual({
      pair: 'pair:rahim@mail.com|203.0.113.7@100',
      account: 'account:rahim@mail.com@100',
      address: 'address:203.0.113.7@100',
      windowEnd: new Date(101 * LOGIN_WINDOW_MS),
    });
    expect(loginAttemptKeys('a@b.c', '::1', now + LOGIN_WINDOW_MS).account).toBe(
      'account:a@b.c@101',
    );
  });

  it.each([
    [400, '1 second', 1],
    [1000, '1 second', 1],
    [1001, '2 seconds', 2],
    [59_000, '59 seconds', 59],
    [60_000, '1 minute', 60],
    [300_000, '5 minutes', 300],
    [301_000, '6 minutes', 301],
  ])('say a wait of %i ms as "%s" (Retry-After %i)', (ms, text, seconds) => {
    const error = new LoginThrottledError(ms);
    expect(error.message).toBe(`Too many failed login attempts. Try again in ${text}.`);
    expect(error.retryAfterSeconds).toBe(seconds);
    expect(error.statusCode).toBe(429);
    expect(waitText(seconds)).toBe(text);
  });
});
