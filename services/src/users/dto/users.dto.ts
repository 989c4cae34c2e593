import { ApiProperty } from '@nestjs/swagger';
import type { AdminCheck, AuthUser, User, UserRole } from '@shop/contracts';
import { IsIn } from 'class-validator';
import { NameField } from './name-field';
import { USER_ROLES } from '../schemas/user.schema';
import { OBJECT_ID_PATTERN } from '../../common';

export class UpdateProfileDto {
  @NameField()
  name!: string;
}

export class SetRoleDto {
  @ApiProperty({ enum: USER_ROLES })
  @IsIn(USER_ROLES, { message: "role must be 'admin' or 'customer'" })
  role!: UserRole;
}

export class UserDto implements User {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e0000000000000000a1' })
  _id!: string;

  @ApiProperty({ example: 'Demo Customer' })
  name!: string;

  @ApiProperty({ format: 'email', example: 'customer@shop.local' })
  email!: string;

  @ApiProperty({ enum: USER_ROLES })
  role!: UserRole;
}

export class AdminCheckDto implements AdminCheck {
  @ApiProperty()
  admin!: boolean;
}

export class PhotoUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG or WebP, at most 2 MB' })
  photo!: unknown;
}

/** The signed-in user as the auth answers and `GET /users/me` give it. */
export class AuthUserDto implements AuthUser {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e0000000000000000a1' })
  _id!: string;

  @ApiProperty({ example: 'Demo Customer' })
  name!: string;

  @ApiProperty({ example: 'Demo Customer', description: 'always equal to name' })
  displayName!: string;

  @ApiProperty({ format: 'email', example: 'customer@shop.local' })
  email!: string;

  @ApiProperty({ enum: ['customer', 'admin'] })
  role!: UserRole;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/3f2a9c.png' })
  photoURL!: string | null;
}
