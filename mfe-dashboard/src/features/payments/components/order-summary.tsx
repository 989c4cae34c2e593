import { assetUrl } from '@shop/api-client';
import type { Order, PaymentIntentAnswer } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { TRUNCATE_AT } from '@shop/rules';
import { Skeleton } from 'antd';
import { LineName, lineKey, useLineName, variantOf } from '../../../components/line-name';
import { AsEntered, Message } from '../../../components/message';
import { OrderName, WholeName } from '../../../components/order-name';
import { OrderNumber } from '../../../components/order-number';
import { useDashboardT } from '../../../lib/i18n';
import { formatUsd } from '../utils/dollars';

/**
 * What is being paid for (spec §2): the customer's name, the picture, 'Please Pay for' plus the
 * part name (its first 15 characters, spec §9; an order of several products adds how many more it
 * holds, as My Booking Products names it), the quantity and the amount. A card is charged in US
 * dollars, so for the card the amount is in dollars with the taka total and the rate beside it; a
 * wallet is paid in taka, so for a wallet it is the taka total alone. An order of
 * several products lists them.
 */
export function OrderSummary({
  order,
  intent,
  inDollars,
}: {
  order: Order;
  intent: PaymentIntentAnswer | undefined;
  /** The card is the chosen way: the amount is charged in US dollars. */
  inDollars: boolean;
}) {
  const { t } = useDashboardT();
  const f = useFormat();
  const lineName = useLineName();
  return (
    <div className="payment-order">
      <p className="payment-order__greeting" data-testid="payment-greeting">
        <Message k="payment.hello" parts={{ name: <AsEntered>{order.name}</AsEntered> }} />
      </p>
      <div className="payment-order__headline">
        <img
          className="payment-order__picture"
          src={assetUrl(order.img)}
          alt={order.lines[0] ? lineName(order.lines[0]) : order.partsName}
          translate="no"
        />
        <div>
          <h3 className="payment-order__title">
            <Message
              k="payment.payFor"
              parts={{ product: <OrderName order={order} max={TRUNCATE_AT.paymentPage} reveal /> }}
            />
          </h3>
          {order.lines.length <= 1 && (
            <WholeName
              order={order}
              max={TRUNCATE_AT.paymentPage}
              className="payment-order__whole-name"
            />
          )}
          {order.lines.length === 1 && variantOf(order.lines[0], f.language) && (
            <p className="payment-order__fact" data-testid="payment-variant">
              {variantOf(order.lines[0], f.language)}
            </p>
          )}
          <p className="payment-order__fact" data-testid="payment-order-number">
            <OrderNumber number={order.number} />
          </p>
          <p className="payment-order__fact">
            {t('payment.quantity')}{' '}
            <span data-testid="payment-quantity">{f.number(order.quantity)}</span>
          </p>
        </div>
      </div>

      {order.lines.length > 1 && (
        <ul className="payment-order__lines" aria-label={t('payment.productsInOrder')}>
          {order.lines.map((line) => (
            <li key={lineKey(line)} className="payment-order__line">
              <img src={assetUrl(line.img)} alt="" className="payment-order__line-picture" />
              <span className="payment-order__line-name">
                <LineName line={line} />
              </span>
              <span className="payment-order__line-price">
                {f.number(line.quantity)} × {f.price(line.unitPrice)} = {f.price(line.lineTotal)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.deliveryFee > 0 && (
        <p className="payment-order__fact">{t('payment.delivery', { fee: order.deliveryFee })}</p>
      )}

      <div className="payment-order__amount">
        <span className="payment-order__amount-label">{t('payment.amountToPay')}</span>
        {!inDollars ? (
          <strong className="payment-order__total" data-testid="payment-taka">
            {f.price(order.total)}
          </strong>
        ) : intent ? (
          <>
            <strong className="payment-order__usd" data-testid="payment-usd">
              {formatUsd(intent.amountCents, f.language)}
            </strong>
            <span className="payment-order__taka" data-testid="payment-taka">
              {f.price(intent.totalTaka)}
            </span>
            <span className="payment-order__rate">
              {/* The rate may have decimals (121.75): formatted here, up to 4 places. */}
              {t('payment.rate', { rate: f.number(intent.bdtPerUsd, 4) })}
            </span>
          </>
        ) : (
          <>
            <Skeleton.Input active size="small" />
            <span className="payment-order__taka" data-testid="payment-taka">
              {f.price(order.total)}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
