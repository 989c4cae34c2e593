/** The orders module's public surface: what other modules use of it. */
export { DeliveryAdvancePaidDto, DeliveryAdvanceRefundDto, OrderDto } from './dto/order.dto';
export { WalletClaimDto } from './dto/wallet-claim.dto';
export { OrderExpiredError, PaymentBeingVerifiedError } from './order-errors';
export { NOT_PAID_IN_TIME } from './order-lifecycle.service';
export { isDuplicateKey } from './order-records';
export { OrdersModule } from './orders.module';
export {
  type CourierStep,
  type CourierStepOutcome,
  type CourierStepRequest,
  type OrderParcels,
  OrdersService,
  type ReleasedParcel,
  type WalletClaimFilter,
} from './orders.service';
export { RETURNED_BY_COURIER } from './order-courier-steps.service';
