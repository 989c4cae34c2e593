import { assetUrl } from '@shop/api-client';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { formatTaka, TAKA_SIGN, TRUNCATE_AT } from '@shop/rules';
import { Skeleton } from 'antd';
import { orderName } from '../../../lib/order-name';
import { formatUsd } from '../utils/dollars';

/**
 * 'Please Pay for' plus the part name, first 15 characters (spec §2, §9); an order of several
 * products adds how many more it holds, as My Booking Products names it.
 */
export function payForTitle(order: Pick<Order, 'partsName' | 'lines'>): string {
  return `Please Pay for ${orderName(order, TRUNCATE_AT.paymentPage)}`;
}

/**
 * What is being paid for (spec §2): the customer's name, the picture, 'Please Pay for' plus the
 * part name, the quantity and the amount in dollars with the taka total beside it. An order of
 * several products lists them.
 */
export function OrderSummary({
  order,
  intent,
}: {
  order: Order;
  intent: PaymentIntentAnswer | undefined;
}) {
  return (
    <div className="payment-order">
      <p className="payment-order__greeting">Hello, {order.name}</p>
      <div className="payment-order__headline">
        <img className="payment-order__picture" src={assetUrl(order.img)} alt={order.partsName} />
        <div>
          <h3 className="payment-order__title">{payForTitle(order)}</h3>
          <p className="payment-order__fact">
            Quantity: <span data-testid="payment-quantity">{order.quantity}</span>
          </p>
        </div>
      </div>

      {order.lines.length > 1 && (
        <ul className="payment-order__lines" aria-label="Products in this order">
          {order.lines.map((line) => (
            <li key={line.partId} className="payment-order__line">
              <img src={assetUrl(line.img)} alt="" className="payment-order__line-picture" />
              <span className="payment-order__line-name">{line.name}</span>
              <span className="payment-order__line-price">
                {line.quantity} × {formatTaka(line.unitPrice)} = {formatTaka(line.lineTotal)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.deliveryFee > 0 && (
        <p className="payment-order__fact">Delivery: {formatTaka(order.deliveryFee)}</p>
      )}

      <div className="payment-order__amount">
        <span className="payment-order__amount-label">Amount to pay</span>
        {intent ? (
          <>
            <strong className="payment-order__usd" data-testid="payment-usd">
              {formatUsd(intent.amountCents)}
            </strong>
            <span className="payment-order__taka" data-testid="payment-taka">
              {formatTaka(intent.totalTaka)}
            </span>
            <span className="payment-order__rate">
              Charged in US dollars at {TAKA_SIGN} {intent.bdtPerUsd} per dollar.
            </span>
          </>
        ) : (
          <>
            <Skeleton.Input active size="small" />
            <span className="payment-order__taka" data-testid="payment-taka">
              {formatTaka(order.total)}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
