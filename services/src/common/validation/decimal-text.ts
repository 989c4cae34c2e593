import { readDecimal } from '@shop/rules';
import { Transform } from 'class-transformer';

/**
 * The one conversion of numbers sent as text (query parameters, form fields): text written in
 * decimal digits (`readDecimal` of @shop/rules: an optional minus and decimal part) becomes that
 * number; anything else — `0x10`, `1e3`, `+5`, ` 4 `, `Infinity`, '' — is left as it came, so the
 * field's validator (IsInt, a @shop/rules check) refuses it with its message naming the field.
 * Never `Number()`, `parseInt` or `@Type(() => Number)`, which read all of those.
 */
export const DecimalText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (readDecimal(value) ?? value) : value,
  );
