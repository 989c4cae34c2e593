import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@shop/contracts';
import { ForbiddenError, NotLoggedInError } from '../errors';
import { OWNER_PARAM_KEY, ROLES_KEY } from './auth.decorators';
import type { AuthenticatedUser } from './authenticated-user';

type GuardedRequest = { user?: AuthenticatedUser; params?: Record<string, string | undefined> };

/**
 * Global guard after the JWT guard: enforces `@Roles(...)` and `@OwnEmailOrAdmin(param)`.
 * Routes with neither pass (they are public, or need only a logged-in caller).
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets);
    const ownerParam = this.reflector.getAllAndOverride<string | undefined>(OWNER_PARAM_KEY, targets);
    if (!roles && !ownerParam) return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const user = request.user;
    if (!user) throw new NotLoggedInError();
    if (roles && !roles.includes(user.role)) {
      throw new ForbiddenError(
        roles.includes('admin') ? 'Only an admin can do this' : 'Admins cannot do this; use a customer account',
      );
    }
    if (ownerParam) {
      const value = request.params?.[ownerParam] ?? '';
      if (user.role !== 'admin' && value.trim().toLowerCase() !== user.email) {
        throw new ForbiddenError('You can only look up your own account');
      }
    }
    return true;
  }
}
