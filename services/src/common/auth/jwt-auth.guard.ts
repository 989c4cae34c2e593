import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { NotLoggedInError } from '../errors';
import { IS_PUBLIC_KEY } from './auth.decorators';
import type { AuthenticatedUser } from './authenticated-user';

/** Name of the passport-jwt strategy (services/src/auth/jwt.strategy.ts). */
export const JWT_STRATEGY = 'jwt';

/**
 * The global guard: a route without `@Public()` needs a valid access token
 * (`Authorization: Bearer <jwt>`) of a user who still exists; anything else is
 * 401 UNAUTHORIZED 'No user is logged in' (spec §8).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  /**
   * No user (missing, expired or forged token, deleted account) → 401. An error while checking —
   * the database being down when the account is looked up — is not the caller's fault and must not
   * sign them out: it goes to the exception filter as it is (503 DATABASE_UNAVAILABLE).
   */
  override handleRequest<TUser = AuthenticatedUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new NotLoggedInError();
    return user;
  }
}
