import { toAsciiDigits } from '@shop/i18n';

/**
 * The `parser` of antd's InputNumber for the shop: reads the digits a Bengali keyboard types
 * (০–৯) as the ASCII ones — antd's own parser drops them — and ignores grouping commas and spaces.
 * Text with no digits is NaN, which InputNumber ignores (the last valid value stays).
 *
 * ```tsx
 * <InputNumber min={1} parser={parseTypedNumber} … />
 * ```
 */
export function parseTypedNumber(displayValue: string | undefined): number {
  const text = toAsciiDigits(displayValue ?? '').replace(/[^\d.-]+/g, '');
  return /\d/.test(text) ? Number(text) : Number.NaN;
}
