import { PassportStrategy } from '@nestjs/passport';
import { type Profile, Strategy } from 'passport-google-oauth20';
import type { GoogleIdentity } from '../../users';
import { googleIdentity } from './google-profile';

export const GOOGLE_STRATEGY = 'google';
/** Injection token of the strategy: null when Google sign-in is not configured. */
export const GOOGLE_STRATEGY_TOKEN = Symbol('GOOGLE_STRATEGY');

export interface GoogleStrategyOptions {
  clientID: string;
  clientSecret: string;
  callbackURL: string;
}

/**
 * passport-google-oauth20: exchanges the callback's code for a profile (network) and maps it to a
 * GoogleIdentity. Finding or creating the account happens in the controller (AuthService).
 */
export class GoogleStrategy extends PassportStrategy(Strategy, GOOGLE_STRATEGY) {
  constructor(options: GoogleStrategyOptions) {
    super({ ...options, scope: ['email', 'profile'] });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    return googleIdentity(profile);
  }

  /**
   * The Google consent-screen URL with our signed `state`. Runs the strategy's own first step
   * (which ends in `redirect(url)`) with the redirect captured, instead of letting passport write
   * to a Node response that Fastify does not expose.
   */
  authorizationUrl(request: unknown, state: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const step = Object.create(this) as this & {
        redirect(url: string): void;
        error(error: Error): void;
        fail(): void;
        success(): void;
        pass(): void;
      };
      step.redirect = resolve;
      step.error = reject;
      step.fail = () => reject(new Error('Google sign-in could not start'));
      step.success = step.fail;
      step.pass = step.fail;
      step.authenticate(request as never, { state, scope: ['email', 'profile'], prompt: 'select_account' } as never);
    });
  }
}
