import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ContactMessage, NewContactMessage } from '@shop/contracts';
import { AUTH_MESSAGES, requiredMessage, tooLongMessage } from '@shop/rules';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS } from '../contact-limits';
import { OBJECT_ID_PATTERN, Trimmed } from '../../common';

const trimLower = Transform(({ value }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value,
);

/** A required, trimmed text of at most `max` characters; checked in this order, first failure only. */
function RequiredText(label: string, max: number, example: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example, minLength: 1, maxLength: max }),
    Trimmed(),
    IsString({ message: requiredMessage(label) }),
    IsNotEmpty({ message: requiredMessage(label) }),
    MaxLength(max, { message: tooLongMessage(label, max) }),
  );
}

/** The sender's email: required, a real address syntax, trimmed and lower-cased; in this order. */
function EmailField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      example: 'rahim@mail.com',
      description: 'lower-cased by the server',
      format: 'email',
      maxLength: CONTACT_LIMITS.email,
    }),
    trimLower,
    IsString({ message: AUTH_MESSAGES.emailRequired }),
    IsNotEmpty({ message: AUTH_MESSAGES.emailRequired }),
    IsEmail({}, { message: AUTH_MESSAGES.emailInvalid }),
    MaxLength(CONTACT_LIMITS.email, { message: AUTH_MESSAGES.emailInvalid }),
  );
}

/** Contact Us (/cService): email, subject, message. */
export class CreateContactMessageDto implements NewContactMessage {
  @EmailField()
  email!: string;

  @RequiredText('Subject', CONTACT_LIMITS.subject, 'Order not delivered yet')
  subject!: string;

  @RequiredText(
    'Message',
    CONTACT_LIMITS.message,
    'I ordered two kettles on Monday; when will they arrive?',
  )
  message!: string;
}

export class ContactMessageDto implements ContactMessage {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e0000000000000000c1' })
  _id!: string;

  @ApiProperty({ format: 'email', example: 'rahim@mail.com' })
  email!: string;

  @ApiProperty({ example: 'Order not delivered yet' })
  subject!: string;

  @ApiProperty({ example: 'I ordered two kettles on Monday; when will they arrive?' })
  message!: string;

  @ApiProperty({
    example: '2026-11-21T08:30:00.000Z',
    description: 'When it was received (ISO 8601)',
  })
  createdAt!: string;

  @ApiProperty({ description: 'Marked as handled by an admin' })
  handled!: boolean;

  @ApiPropertyOptional({
    example: '2026-11-21T09:00:00.000Z',
    description: 'When it was marked handled',
  })
  handledAt?: string;
}
