import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AdminCheck, AuthUser, User } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import {
  ApiEmailParam,
  ApiErrorDto,
  ApiErrors,
  type AuthenticatedUser,
  CurrentUser,
  NoStore,
  OwnEmailOrAdmin,
  ParseObjectIdPipe,
  Roles,
} from '../common';
import { AdminCheckDto, AuthUserDto, PhotoUploadDto, SetRoleDto, UpdateProfileDto, UserDto } from './dto/users.dto';
import { ImageUploadLimit } from '../images';
import { readPhotoUpload } from './photo-upload';
import { UsersService } from './users.service';

/** The account was removed after the access token was issued. */
const USER_GONE = { status: 404, description: 'USER_NOT_FOUND: the account no longer exists' } as const;

/**
 * The signed-in user's profile (spec §8: 'No user is logged in' without a session), the admin check
 * of spec §7 and Manage All User. Paths keep the spec's names (`/admin/:email`, `/user`).
 */
@ApiTags('users')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ApiErrorDto, description: "UNAUTHORIZED 'No user is logged in'" })
@NoStore()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('users/me')
  @ApiOperation({ summary: 'My Profile: the signed-in user' })
  @ApiOkResponse({ type: AuthUserDto })
  @ApiErrors(USER_GONE)
  me(@CurrentUser('id') id: string): Promise<AuthUser> {
    return this.users.getProfile(id);
  }

  @Patch('users/me')
  @ApiOperation({ summary: 'Change my display name (trimmed, 1-60 characters)' })
  @ApiOkResponse({ type: AuthUserDto })
  @ApiErrors(USER_GONE)
  updateMe(@CurrentUser('id') id: string, @Body() body: UpdateProfileDto): Promise<AuthUser> {
    return this.users.updateName(id, body.name);
  }

  @Post('users/me/photo')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Upload my photo (multipart field "photo": PNG, JPEG or WebP, at most 2 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PhotoUploadDto })
  @ApiOkResponse({
    type: AuthUserDto,
    description: 'photoURL is /uploads/<random>.webp: the photo decoded, fitted into 400×400 and re-encoded without metadata',
  })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'INVALID_IMAGE: does not decode as the image it claims to be' })
  @ApiResponse({ status: 413, type: ApiErrorDto, description: 'PAYLOAD_TOO_LARGE: over 2 MB or 40 megapixels' })
  @ApiResponse({ status: 415, type: ApiErrorDto, description: 'UNSUPPORTED_MEDIA_TYPE' })
  @ApiErrors(USER_GONE)
  @ImageUploadLimit()
  async uploadPhoto(@CurrentUser('id') id: string, @Req() request: FastifyRequest): Promise<AuthUser> {
    return this.users.replacePhoto(id, await readPhotoUpload(request));
  }

  @Get('admin/:email')
  @OwnEmailOrAdmin('email')
  @ApiEmailParam('email')
  @ApiOperation({ summary: 'Is this email an admin? Your own email, or any email for an admin' })
  @ApiOkResponse({ type: AdminCheckDto })
  @ApiResponse({ status: 403, type: ApiErrorDto, description: "FORBIDDEN: someone else's email" })
  async isAdmin(@Param('email') email: string): Promise<AdminCheck> {
    return { admin: await this.users.isAdmin(email) };
  }

  @Get('user')
  @Roles('admin')
  @ApiOperation({ summary: 'Manage All User: every account (admin)' })
  @ApiOkResponse({ type: UserDto, isArray: true })
  listUsers(): Promise<User[]> {
    return this.users.listUsers();
  }

  @Patch('users/:id/role')
  @Roles('admin')
  @ApiOperation({ summary: "Make Admin (or demote) a user (admin); never oneself, never the last admin" })
  @ApiOkResponse({ type: UserDto })
  @ApiResponse({ status: 409, type: ApiErrorDto, description: 'LAST_ADMIN or CANNOT_CHANGE_SELF' })
  @ApiErrors({ status: 404, description: 'USER_NOT_FOUND' })
  setRole(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: SetRoleDto,
  ): Promise<User> {
    return this.users.setRole(admin, id, body.role);
  }

  @Delete('users/:id')
  @Roles('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove User (admin); never oneself, never the last admin; ends their sessions' })
  @ApiResponse({ status: 204 })
  @ApiResponse({ status: 409, type: ApiErrorDto, description: 'LAST_ADMIN or CANNOT_CHANGE_SELF' })
  @ApiErrors({ status: 404, description: 'USER_NOT_FOUND' })
  removeUser(@CurrentUser() admin: AuthenticatedUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.users.removeUser(admin, id);
  }
}
