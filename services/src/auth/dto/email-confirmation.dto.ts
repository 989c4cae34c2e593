import { ApiProperty } from '@nestjs/swagger';
import type { EmailConfirmationRequest, EmailConfirmationStatus } from '@shop/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TextMode } from '../../common';

const INVALID_LINK = 'This confirmation link is wrong, was already used or has expired. Ask for a new one from your dashboard.';

export class EmailConfirmationRequestDto implements EmailConfirmationRequest {
  @ApiProperty({ description: 'the token of the mailed link (`/confirm-email?token=...`)', minLength: 1, maxLength: 200 })
  @IsString({ message: INVALID_LINK })
  @IsNotEmpty({ message: INVALID_LINK })
  @MaxLength(200, { message: INVALID_LINK })
  // Only ever hashed and compared.
  @TextMode('any')
  token!: string;
}

export class EmailConfirmationStatusDto implements EmailConfirmationStatus {
  @ApiProperty({ format: 'email', example: 'customer@shop.local' })
  email!: string;

  @ApiProperty({ description: 'whether the owner of the address confirmed it: order mails go only to a confirmed address' })
  confirmed!: boolean;
}
