import { formatOrderNumber } from '@shop/rules';
import { Message } from './message';

/**
 * "Order #0B3DF8": the short number the shop's mails and SMS quote (never the database id). The
 * number itself is a code, kept as written in either language.
 */
export function OrderNumber({ number }: { number: string }) {
  return (
    <Message
      k="orders.number"
      parts={{
        number: (
          <span translate="no" className="order-number">
            {formatOrderNumber(number)}
          </span>
        ),
      }}
    />
  );
}
