import { readDecimal } from '@shop/rules';
import { Transform } from 'class-transformer';

/**
 * The one conversion of numbers sent as text (query parameters, form fields): text written in
 * decimal digits (`readDecimal` of @shop/rules: an optional minus and decimal part) becomes that
 * number; anything else — `0x10`, `1e3`, `+5`, ` 4 `, `Infinity`, '' — is left as it came, so the
 * field's validator (IsInt, a @shop/rules check) refuses it with its message naming the field.
 * Never `Number()`, `parseInt` or `@Type(() => Number)`, which read all of those. WholeNumberText
 * below is the same for a field that is an integer by its document.
 */
export const DecimalText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (readDecimal(value) ?? value) : value,
  );

/** A whole number as text: decimal digits, an optional minus (for its "from <min>" message). */
const WHOLE_NUMBER_TEXT = /^-?\d+$/;

/**
 * DecimalText for a field that is a whole number by its document (IntegerParam's query
 * parameters): only digits are read, so `2.0` is left as it came too, for IsInt to refuse. A
 * client that writes an integer with a decimal point is sending something else than it means.
 */
export const WholeNumberText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value,
  );
