/** The wallet numbers the shop takes send-money payments on. */
const WALLET_NUMBER_VARIABLES = [
  'BKASH_MERCHANT_NUMBER',
  'NAGAD_MERCHANT_NUMBER',
  'ROCKET_MERCHANT_NUMBER',
] as const;

/**
 * Send money + TrxID without any wallet number set: demo numbers (nobody's wallet), marked with
 * WALLET_NUMBERS_DEMO so the payment page says so. Once one number is set, none is made up.
 */
export function demoWalletNumbers(env: Record<string, string | undefined>): Record<string, string> {
  if (WALLET_NUMBER_VARIABLES.some((name) => (env[name] ?? '').trim() !== '')) return {};
  return {
    BKASH_MERCHANT_NUMBER: '01700000001',
    NAGAD_MERCHANT_NUMBER: '01800000002',
    ROCKET_MERCHANT_NUMBER: '019000000031',
    WALLET_NUMBERS_DEMO: 'true',
  };
}
