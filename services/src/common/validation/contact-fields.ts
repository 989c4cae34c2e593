import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  addressError,
  BANGLADESH_DISTRICTS,
  contactNameError,
  districtError,
  phoneError,
} from '@shop/rules';
import { FollowsRule } from './follows-rule.decorator';
import { TextMode, Trimmed } from './free-text';

/**
 * What normalizeBdMobile (@shop/rules) takes, as one regular expression for the document: spaces and
 * hyphens anywhere (control characters are refused anyway), Bengali digits as digits, then
 * `01[3-9]` and 8 digits, or the same after +880 / 880 / 00880 with the leading 0 optional.
 */
export const BD_MOBILE_PATTERN = (() => {
  // JavaScript's \s without its control characters, and the hyphen.
  const gap = '[ \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff-]*';
  const bengali = (d: number) => `\\u${(0x09e6 + d).toString(16).padStart(4, '0')}`;
  /** A digit from `low` to `high`, ASCII or Bengali, and the gap after it. */
  const digit = (low: number, high = low) =>
    low === high
      ? `[${low}${bengali(low)}]${gap}`
      : `[${low}-${high}${bengali(low)}-${bengali(high)}]${gap}`;
  const subscriber = `${digit(1)}${digit(3, 9)}(?:${digit(0, 9)}){8}`;
  const national = `${digit(0)}${subscriber}`;
  const country = `(?:\\+${gap}|${digit(0)}${digit(0)})?${digit(8)}${digit(8)}${digit(0)}`;
  return `^${gap}(?:${national}|${country}(?:${digit(0)})?${subscriber})$`;
})();

/**
 * The contact and delivery fields of an order (the booking form and the cart checkout) and of a
 * saved address (My Profile's address book), checked with the @shop/rules messages, so each says
 * exactly what the forms say.
 */
export const ContactFields = {
  name: () =>
    applyDecorators(
      ApiProperty({ example: 'Rahim Uddin', minLength: 1, maxLength: 100 }),
      Trimmed(),
      // One line (the rule refuses control characters): the request schema says so too.
      TextMode('single-line'),
      FollowsRule('contactName', contactNameError),
    ),
  phone: () =>
    applyDecorators(
      ApiProperty({
        example: '01712345678',
        description: 'Bangladeshi mobile number (+880 optional); stored as 01XXXXXXXXX',
        pattern: BD_MOBILE_PATTERN,
      }),
      FollowsRule('bdMobile', phoneError),
    ),
  address: () =>
    applyDecorators(
      ApiProperty({ example: 'House 12, Road 5, Dhanmondi', minLength: 1, maxLength: 500 }),
      Trimmed(),
      FollowsRule('address', addressError),
    ),
  district: () =>
    applyDecorators(
      ApiProperty({ example: 'Dhaka', enum: BANGLADESH_DISTRICTS.map((d) => d.name) }),
      FollowsRule('district', districtError),
    ),
};
