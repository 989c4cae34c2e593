import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AddressBook,
  ProfilePhoneRequest,
  SaveAddressRequest,
  SavedAddress,
} from '@shop/contracts';
import { ADDRESS_LABEL_MAX, addressLabelError, BANGLADESH_DISTRICTS } from '@shop/rules';
import { IsBoolean, ValidateIf } from 'class-validator';
import { ContactFields, FollowsRule, OBJECT_ID_PATTERN, TextMode, Trimmed } from '../../common';

/**
 * `POST /api/users/me/addresses` and `PUT /api/users/me/addresses/:id`: the fields the order forms
 * send, with their rules, and an optional label.
 */
export class SaveAddressDto implements SaveAddressRequest {
  @ApiPropertyOptional({
    example: 'Home',
    maxLength: ADDRESS_LABEL_MAX,
    description: 'Optional; left out: no label',
  })
  @Trimmed()
  @TextMode('single-line')
  @FollowsRule('addressLabel', addressLabelError)
  label?: string;

  @ContactFields.name()
  name!: string;

  @ContactFields.phone()
  phone!: string;

  @ContactFields.address()
  address!: string;

  @ContactFields.district()
  district!: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: 'Make it the default address (the first one saved always is)',
  })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsBoolean({ message: 'makeDefault must be true or false' })
  makeDefault?: boolean;
}

/** `PUT /api/users/me/phone`. */
export class ProfilePhoneDto implements ProfilePhoneRequest {
  @ContactFields.phone()
  phone!: string;
}

export class SavedAddressDto implements SavedAddress {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e0000000000000000c1' })
  id!: string;

  @ApiPropertyOptional({ example: 'Home' })
  label?: string;

  @ApiProperty({ example: 'Rahim Uddin' })
  name!: string;

  @ApiProperty({ example: '01712345678', pattern: '^01[3-9][0-9]{8}$' })
  phone!: string;

  @ApiProperty({ example: 'House 12, Road 5, Dhanmondi' })
  address!: string;

  @ApiProperty({ example: 'Dhaka', enum: BANGLADESH_DISTRICTS.map((d) => d.name) })
  district!: string;

  @ApiProperty({ description: 'Exactly one address of a non-empty book is the default' })
  isDefault!: boolean;
}

export class AddressBookDto implements AddressBook {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '01712345678',
    description: "My Profile's phone; null when none",
  })
  phone!: string | null;

  @ApiProperty({
    type: SavedAddressDto,
    isArray: true,
    description: 'The default first, then the others in the order saved',
  })
  addresses!: SavedAddressDto[];

  @ApiProperty({
    type: 'integer',
    example: 10,
    description: 'MAX_SAVED_ADDRESSES: how many addresses the book may hold',
  })
  limit!: number;
}
