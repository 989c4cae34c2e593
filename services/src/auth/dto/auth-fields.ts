import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AUTH_MESSAGES, EMAIL_PATTERN, newPasswordError, normalizeEmail, PASSWORD_MIN_LENGTH } from '@shop/rules';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { FollowsRule, TextMode } from '../../common';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../common-passwords';

export const PASSWORD_MAX_LENGTH = 128;

const trimLower = Transform(({ value }) => normalizeEmail(value));

/**
 * The email rules of spec §5 with the shared messages (checked in this order, first failure only):
 * required, the spec's pattern, then a real address syntax check; lower-cased and trimmed first.
 */
export function EmailField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      example: 'customer@shop.local',
      description: "lower-cased by the server; must contain the spec's pattern (unanchored)",
      format: 'email',
      pattern: EMAIL_PATTERN.source,
      maxLength: 254,
    }),
    trimLower,
    IsString({ message: AUTH_MESSAGES.emailRequired }),
    IsNotEmpty({ message: AUTH_MESSAGES.emailRequired }),
    Matches(EMAIL_PATTERN, { message: AUTH_MESSAGES.emailInvalid }),
    IsEmail({}, { message: AUTH_MESSAGES.emailInvalid }),
    MaxLength(254, { message: AUTH_MESSAGES.emailInvalid }),
  );
}

/** Password rules of spec §5: required, at least 6 characters (never trimmed). */
export function PasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'Customer#2026', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    IsString({ message: AUTH_MESSAGES.passwordRequired }),
    IsNotEmpty({ message: AUTH_MESSAGES.passwordRequired }),
    MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `Must be ${PASSWORD_MAX_LENGTH} characters or shorter` }),
    // Only ever hashed or compared: any character a password manager puts in is fine.
    TextMode('any'),
  );
}

/**
 * A password being set (sign-up, reset, change): the rules of PasswordField, then not one of the
 * COMMON_PASSWORD_COUNT most common passwords ('This password is too common', `newPasswordError` of
 * @shop/rules with the API's list). Logging in uses PasswordField: an old password still works.
 */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    PasswordField(),
    ApiProperty({
      example: 'Customer#2026',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: `not one of the ${COMMON_PASSWORD_COUNT} most common passwords (case ignored): 400 '${AUTH_MESSAGES.passwordTooCommon}'`,
    }),
    FollowsRule('notCommonPassword', (value) => newPasswordError(value, isCommonPassword)),
  );
}
