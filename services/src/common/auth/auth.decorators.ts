import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { UserRole } from '@shop/contracts';
import { ApiErrorDto } from '../dto/api-error.dto';
import type { AuthenticatedUser } from './authenticated-user';

export const IS_PUBLIC_KEY = 'shop:isPublic';
export const ROLES_KEY = 'shop:roles';
export const OWNER_PARAM_KEY = 'shop:ownerParam';

/**
 * Every route needs a logged-in caller unless marked with `@Public()` (deny by default: the JWT guard
 * is global). On a controller it applies to every handler.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * Only callers with one of these roles. `@Roles('admin')`: admins; `@Roles('customer')`: logged-in
 * non-admins (the spec's "Add Review: non-admins only").
 */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/**
 * An admins-only controller of the catalogue admin desk: the role, the bearer token in the document,
 * and its 401 and 403 answers (one decorator instead of five on each such controller).
 */
export const AdminApi = (tag: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'UNAUTHORIZED' }),
    ApiForbiddenResponse({ type: ApiErrorDto, description: 'FORBIDDEN: admins only' }),
    Roles('admin'),
  );

/**
 * The route's `:param` names an email that must be the caller's own, unless the caller is an admin
 * (the spec's `GET /admin/{email}`).
 */
export const OwnEmailOrAdmin = (param: string) => SetMetadata(OWNER_PARAM_KEY, param);

/** The logged-in caller (`AuthenticatedUser`), or one of its fields: `@CurrentUser('id')`. */
export const CurrentUser = createParamDecorator(
  (field: keyof AuthenticatedUser | undefined, context: ExecutionContext) => {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    return field ? user?.[field] : user;
  },
);
