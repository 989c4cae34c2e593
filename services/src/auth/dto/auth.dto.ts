import { ApiProperty } from '@nestjs/swagger';
import type { AuthAnswer, AuthProviders } from '@shop/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AuthUserDto, NameField } from '../../users';
import { EmailField, NewPasswordField, PasswordField } from './auth-fields';

export class SignupDto {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @NewPasswordField()
  password!: string;
}

export class LoginDto {
  @EmailField()
  email!: string;

  @PasswordField()
  password!: string;
}

export class ResetRequestDto {
  @EmailField()
  email!: string;
}

export class ResetConfirmDto {
  @ApiProperty({ description: 'the token of the reset link (`/reset?token=...`)', minLength: 1, maxLength: 200 })
  @IsString({ message: 'This reset link is invalid or has expired' })
  @IsNotEmpty({ message: 'This reset link is invalid or has expired' })
  @MaxLength(200, { message: 'This reset link is invalid or has expired' })
  token!: string;

  @NewPasswordField()
  password!: string;
}

export class AuthAnswerDto implements AuthAnswer {
  @ApiProperty({ description: 'JWT for `Authorization: Bearer`, valid JWT_ACCESS_TTL (15 minutes)' })
  accessToken!: string;

  @ApiProperty({ type: AuthUserDto })
  user!: AuthUserDto;
}

export class AuthProvidersDto implements AuthProviders {
  @ApiProperty({ description: 'whether "Continue with Google" is available' })
  google!: boolean;
}

export class OkDto {
  @ApiProperty({ example: true })
  ok!: true;
}
