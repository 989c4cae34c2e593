import type { WalletAccount } from '@shop/contracts';
import type { AppConfig } from '../../config';

type WalletConfig = Pick<
  AppConfig,
  'BKASH_MERCHANT_NUMBER' | 'NAGAD_MERCHANT_NUMBER' | 'ROCKET_MERCHANT_NUMBER' | 'WALLET_NUMBERS_DEMO'
>;

/** The wallets the shop takes send-money payments on: one per number set, in WALLETS order. */
export function walletAccounts(config: WalletConfig): WalletAccount[] {
  const demo = config.WALLET_NUMBERS_DEMO;
  const numbers = [
    ['bkash', config.BKASH_MERCHANT_NUMBER],
    ['nagad', config.NAGAD_MERCHANT_NUMBER],
    ['rocket', config.ROCKET_MERCHANT_NUMBER],
  ] as const;
  return numbers.flatMap(([wallet, number]) => (number ? [{ wallet, number, demo }] : []));
}
