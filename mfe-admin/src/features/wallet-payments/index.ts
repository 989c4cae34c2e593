export { walletPaymentsApi } from './api/wallet-payments-api';
export { WalletPaymentsPage } from './components/wallet-payments-page';
