import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@shop/rules';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoControlCharacters, Trimmed } from '../../common';

export const NAME_MAX_LENGTH = 60;

/** A display name: required, trimmed, at most 60 characters, no control characters (it ends up in mails). */
export function NameField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'Rahim Uddin', minLength: 1, maxLength: NAME_MAX_LENGTH }),
    Trimmed(),
    IsString({ message: AUTH_MESSAGES.nameRequired }),
    IsNotEmpty({ message: AUTH_MESSAGES.nameRequired }),
    MaxLength(NAME_MAX_LENGTH, { message: `Name must be ${NAME_MAX_LENGTH} characters or shorter` }),
    NoControlCharacters('Name'),
  );
}
