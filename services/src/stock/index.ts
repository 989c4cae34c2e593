/** The stock module's public surface: what other modules use of it. */
export { StockModule } from './stock.module';
export {
  type StockLedger,
  type StockLine,
  type StockRefusal,
  type StockReturn,
  StockService,
  type StockTake,
  type VariantRef,
  variantKey,
} from './stock.service';
