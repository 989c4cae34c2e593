/** The couriers module's public surface: what other modules use of it. */
export { COURIER_NAMES, type Courier, type CourierName } from './courier';
export { CourierRejectedError, CourierUnavailableError } from './courier-errors';
export { Couriers } from './couriers';
export { CouriersModule } from './couriers.module';
export {
  type CourierPhoneHistory,
  offersPhoneHistory,
  type PhoneHistorySource,
} from './steadfast/steadfast-fraud-check';
export { SHIPMENT_STATES, type ShipmentState } from './shipment-state';
export { type OrderMove, ShipmentsService } from './shipments.service';
export type { ShipmentView } from './shipment-view';
