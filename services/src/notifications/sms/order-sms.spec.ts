import { NOTIFICATION_LANGUAGES, ORDER_NOTIFICATION_EVENTS } from '../order-events';
import type { OrderMessage } from '../order-message';
import { orderSms } from './order-sms';
import { smsSegments } from './sms-segments';

const message = (over: Partial<OrderMessage>): OrderMessage => ({
  orderId: '665f1e00000000000000a1b2',
  event: 'placed',
  language: 'en',
  name: 'Rahim',
  email: 'rahim@mail.com',
  lines: [{ name: 'Router', quantity: 1, lineTotal: 1250000 }],
  subtotal: 1250000,
  deliveryFee: 0,
  total: 1250000,
  ...over,
});

describe('orderSms', () => {
  it.each(NOTIFICATION_LANGUAGES.flatMap((language) => ORDER_NOTIFICATION_EVENTS.map((event) => [language, event] as const)))(
    '%s %s fits one UCS-2 segment, even for a 7-digit amount',
    (language, event) => {
      const text = orderSms(message({ language, event, amount: 1250000, reason: 'not paid in time' }));
      expect(text).toContain('00A1B2');
      expect(smsSegments(text)).toMatchObject({ segments: 1 });
      expect(text.length).toBeLessThanOrEqual(70);
    },
  );

  it('says the amount with ৳ and Bengali digits in Bengali', () => {
    expect(orderSms(message({ event: 'refunded', amount: 1500 }))).toBe('Refund of ৳1,500 for order #00A1B2 is on its way.');
    expect(orderSms(message({ event: 'refunded', amount: 1500, language: 'bn' }))).toBe('অর্ডার #00A1B2-এর ৳১,৫০০ ফেরত পাঠানো হচ্ছে।');
  });

  it('never carries a link in a reason: a URL is broken with spaces', () => {
    const text = orderSms(message({ event: 'cancelled', reason: 'see https://evil.example/x' }));
    expect(text).toBe('Order #00A1B2 was cancelled: see https: //evil . example/x');
    expect(text).not.toMatch(/https?:\/\/|evil\.example/);
  });

  it('says the reason when it fits, and drops it when it would need a second segment', () => {
    expect(orderSms(message({ event: 'cancelled', reason: 'not paid in time' }))).toBe('Order #00A1B2 was cancelled: not paid in time');
    expect(orderSms(message({ event: 'cancelled', reason: 'x'.repeat(140) }))).toBe('Order #00A1B2 was cancelled.');
    expect(orderSms(message({ event: 'cancelled' }))).toBe('Order #00A1B2 was cancelled.');
  });
});
