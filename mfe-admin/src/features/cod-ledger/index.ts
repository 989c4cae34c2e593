export { codLedgerApi } from './api/cod-ledger-api';
export { CodLedgerPage } from './components/cod-ledger-page';
