/** The shipping module's public surface. */
export { ShippingModule } from './shipping.module';
export {
  type ParcelLine,
  type QuoteRequest,
  ShippingService,
  type StoredRateTable,
} from './shipping.service';
export { UnknownDistrictError } from './shipping-errors';
