/** The cash-on-delivery ledger's public surface: its module (nothing else uses it). */
export { CodLedgerModule } from './cod-ledger.module';
