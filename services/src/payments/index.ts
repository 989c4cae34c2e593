/** The payments module's public surface: what other modules use of it. */
export { PaymentsModule } from './payments.module';
export { WalletPaymentsModule } from './wallets/wallets.module';
