import { type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthGuard } from '@nestjs/passport';
import { GoogleSignInDisabledError } from '../../common';
import type { GoogleIdentity } from '../../users';
import { DEFAULT_RETURN_PATH, GOOGLE_STATE_COOKIE, type GoogleStateClaims, safeReturnPath } from './google-state';
import { GOOGLE_STRATEGY, GOOGLE_STRATEGY_TOKEN, type GoogleStrategy } from './google.strategy';

/** What the callback guard leaves on the request for the controller. */
export interface GoogleCallbackOutcome {
  /** The Google identity, or undefined when sign-in failed (denied, bad state, Google error). */
  identity?: GoogleIdentity;
  from: string;
}

export type GoogleCallbackRequest = {
  query?: Record<string, unknown>;
  cookies?: Record<string, string | undefined>;
  user?: unknown;
  googleSignIn?: GoogleCallbackOutcome;
};

/**
 * GET /api/auth/google/callback: 404 GOOGLE_SIGN_IN_DISABLED when not configured; checks the signed
 * `state` against the browser's state cookie (login CSRF), then lets passport exchange the code.
 * Never throws for a failed sign-in: the controller redirects back to the shop with `google=error`.
 */
@Injectable()
export class GoogleCallbackGuard extends AuthGuard(GOOGLE_STRATEGY) {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    @Inject(GOOGLE_STRATEGY_TOKEN) private readonly strategy: GoogleStrategy | null,
    private readonly jwt: JwtService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.strategy) throw new GoogleSignInDisabledError();
    const request = context.switchToHttp().getRequest<GoogleCallbackRequest>();
    const claims = await this.verifyState(request);
    if (!claims) {
      request.googleSignIn = { from: DEFAULT_RETURN_PATH };
      return true;
    }
    try {
      await super.canActivate(context);
    } catch (error) {
      this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const identity = request.user ? (request.user as GoogleIdentity) : undefined;
    request.user = undefined;
    request.googleSignIn = { identity, from: safeReturnPath(claims.from) };
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    return (user || undefined) as TUser;
  }

  private async verifyState(request: GoogleCallbackRequest): Promise<GoogleStateClaims | undefined> {
    const state = request.query?.state;
    const nonce = request.cookies?.[GOOGLE_STATE_COOKIE];
    if (typeof state !== 'string' || !nonce) return undefined;
    try {
      const claims = await this.jwt.verifyAsync<GoogleStateClaims>(state, { algorithms: ['HS256'] });
      return claims.purpose === 'google-sign-in' && claims.nonce === nonce ? claims : undefined;
    } catch {
      return undefined;
    }
  }
}
