const BENGALI_ZERO = '০'.charCodeAt(0);

/**
 * Digits typed on a Bengali keyboard (০–৯) as the ASCII digits the shop's checks and the API read;
 * everything else is kept: "৪.৫" → "4.5".
 */
export function toAsciiDigits(typed: string): string {
  return typed.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
