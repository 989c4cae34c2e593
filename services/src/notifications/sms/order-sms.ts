import { customerText } from '../../mail';
import { formatTaka, orderNumber } from '../format';
import type { OrderMessage } from '../order-message';
import { fillText, ORDER_TEXTS } from '../order-texts';
import { smsSegments } from './sms-segments';

/**
 * The SMS for an order event, in one segment whenever possible. Each event has a full text and a
 * shorter one: the full text (with the amount or the reason) is sent when it fits one segment
 * (70 UCS-2 characters for Bengali or a ৳ amount, 160 for plain English), else the shorter one without them,
 * else — a reason so long that even that does not fit cannot happen, the shorter texts have no
 * placeholder but the 6-character order number — the shortest, whatever its length.
 */
export function orderSms(message: OrderMessage): string {
  const { language } = message;
  const values = {
    n: orderNumber(message.orderId),
    total: formatTaka(message.total, language),
    amount: formatTaka(message.amount ?? message.total, language),
    // A reason is typed by a person: nothing in it becomes a link on the phone (a space, not an
    // invisible character, which would make the SMS UCS-2).
    reason: message.reason ? customerText(message.reason, ' ') : '',
  };
  const candidates = ORDER_TEXTS[language].events[message.event].sms.filter(
    (text) => !(text.includes('{reason}') && !values.reason),
  );
  const texts = candidates.map((text) => fillText(text, values));
  return texts.find((text) => smsSegments(text).segments <= 1) ?? texts[texts.length - 1]!;
}
