import { render } from '@react-email/render';
import { createElement } from 'react';
import { NOTIFICATION_LANGUAGES, ORDER_NOTIFICATION_EVENTS } from '../order-events';
import type { OrderMessage } from '../order-message';
import { OrderMail, orderMailView } from './order-mails';
import { orderMailTemplates, renderOrderMail } from './render-order-mail';

const ORDERS_URL = 'http://localhost:4200/dashboard/myOrders';

const message = (over: Partial<OrderMessage>): OrderMessage => ({
  orderId: '665f1e00000000000000a1b2',
  event: 'placed',
  language: 'en',
  name: 'Rahim Uddin',
  email: 'rahim@mail.com',
  lines: [
    { name: 'Xiaomi Router AX3000', quantity: 2, lineTotal: 12500 },
    { name: 'Kettle 1.8L', quantity: 1, lineTotal: 1750 },
  ],
  subtotal: 14250,
  deliveryFee: 0,
  total: 14250,
  ...over,
});

describe('renderOrderMail', () => {
  const ATTACK = 'Ayesha\n\nURGENT: your bKash refund is waiting. Log in at https://evil.example/bkash';

  it.each(['placed', 'cancelled'] as const)(
    '%s: a name or reason with a link (stored before names were refused) is printed on one line, never as a link',
    async (event) => {
      const mail = await renderOrderMail(message({ event, name: ATTACK, reason: `Call us at www.evil.example ${ATTACK}` }), ORDERS_URL);
      for (const part of [mail.html, mail.text]) {
        expect(part).not.toContain('https://evil.example');
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('www.evil');
        expect(part).not.toContain('Ayesha\n');
        expect(part).toContain('Ayesha URGENT: your bKash refund is waiting.');
      }
      // The only link is the shop's own.
      expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([ORDERS_URL]);
    },
  );

  it.each(NOTIFICATION_LANGUAGES.flatMap((language) => ORDER_NOTIFICATION_EVENTS.map((event) => [language, event] as const)))(
    '%s %s: subject, lines, total and the My Booking Products link in HTML and text',
    async (language, event) => {
      const mail = await renderOrderMail(message({ language, event, reason: 'not paid in time', amount: 1750 }), ORDERS_URL);
      expect(mail.subject).toContain('#00A1B2');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Xiaomi Router AX3000');
        expect(part).toContain('Kettle 1.8L');
        expect(part).toContain(language === 'bn' ? '৳১৪,২৫০' : '৳14,250');
        expect(part).toContain(ORDERS_URL);
      }
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(`href="${ORDERS_URL}"`);
    },
  );

  /** Orders of several shapes: one line or three, a refund with and without its fee, names and reasons with markup. */
  const orders: Array<Partial<OrderMessage>> = [
    { name: 'Rahim Uddin', reason: 'not paid in time', amount: 1750 },
    {
      orderId: '665f1e00000000000000c3d4',
      name: '<script>alert("hi")</script> & Sons\' Shop',
      reason: 'Tom & Jerry <b>never</b> paid',
      lines: [
        { name: 'Router <AX3000> & "Mesh"', quantity: 1, lineTotal: 9999 },
        { name: 'Galaxy A15 — Blue, 8/256 GB', quantity: 12, lineTotal: 1234567 },
        { name: 'রাউটার', quantity: 3, lineTotal: 450 },
      ],
      subtotal: 1245016,
      deliveryFee: 120,
      total: 1245136,
      amount: 1245136,
      refund: { lines: [{ name: 'রাউটার', quantity: 1, amount: 150 }], fee: 120, amount: 270 },
    },
    { orderId: '665f1e00000000000000ffff', name: 'রহিম উদ্দিন', refund: { lines: [{ name: 'Kettle 1.8L', quantity: 2, amount: 3500 }], amount: 3500 } },
  ];

  it.each(NOTIFICATION_LANGUAGES.flatMap((language) => ORDER_NOTIFICATION_EVENTS.map((event) => [language, event] as const)))(
    '%s %s: each order\'s mail, filled in from its template, is byte for byte the template rendered for that order',
    async (language, event) => {
      for (const order of orders) {
        const props = message({ ...order, language, event });
        const mail = await renderOrderMail(props, ORDERS_URL);
        const element = createElement(OrderMail, { view: orderMailView(props, ORDERS_URL) });
        expect(mail.html).toBe(await render(element));
        expect(mail.text).toBe(await render(element, { plainText: true }));
      }
    },
  );

  it('renders each language, event and shape once; other orders of that shape are filled in', async () => {
    // A link of its own: no other test has rendered these templates.
    const url = 'https://cache.test/dashboard/myOrders';
    const { hits, misses } = orderMailTemplates;
    const first = await renderOrderMail(message({ event: 'shipped', orderId: '665f1e0000000000000b0001' }), url);
    expect([orderMailTemplates.hits, orderMailTemplates.misses]).toEqual([hits, misses + 1]);
    const other = await renderOrderMail(
      message({
        event: 'shipped',
        orderId: '665f1e0000000000000b0002',
        name: 'Karim <Ali> & Co',
        lines: [
          { name: 'Fan', quantity: 1, lineTotal: 2500 },
          { name: 'Iron', quantity: 1, lineTotal: 1500 },
        ],
        subtotal: 4000,
        total: 4000,
      }),
      url,
    );
    expect([orderMailTemplates.hits, orderMailTemplates.misses]).toEqual([hits + 1, misses + 1]);
    expect(other.html).not.toBe(first.html);
    expect(other.subject).toBe('Order #0B0002 shipped');
    // The name is escaped in the HTML, as it is in the text; the figures are this order's.
    expect(other.html).toContain('Hello Karim &lt;Ali&gt; &amp; Co,');
    expect(other.html).not.toContain('<Ali>');
    expect(other.text).toContain('Hello Karim <Ali> & Co,');
    expect(other.text).toContain('৳4,000');
    expect(other.text).not.toContain('৳14,250');
    expect(other.text).not.toContain('Kettle');
    // Another language is another template.
    await renderOrderMail(message({ event: 'shipped', language: 'bn' }), url);
    expect([orderMailTemplates.hits, orderMailTemplates.misses]).toEqual([hits + 1, misses + 2]);
  });

  it.each([
    ['a zero-width space', 'Rahim\u200bUddin', 'Fan'],
    ['two spaces in a product name', 'Rahim Uddin', 'Fan  Max'],
    ['a tab in a product name', 'Rahim Uddin', 'Fan\tMax'],
    ['a lone surrogate', 'Rahim \ud800 Uddin', 'Fan'],
  ])('a value that would not fill in byte for byte (%s) has its mail rendered afresh, the same', async (_, name, product) => {
    const props = message({ event: 'placed', name, lines: [{ name: product, quantity: 1, lineTotal: 2500 }] });
    const { hits, misses } = orderMailTemplates;
    const mail = await renderOrderMail(props, ORDERS_URL);
    expect([orderMailTemplates.hits, orderMailTemplates.misses]).toEqual([hits, misses]);
    const element = createElement(OrderMail, { view: orderMailView(props, ORDERS_URL) });
    expect(mail.html).toBe(await render(element));
    expect(mail.text).toBe(await render(element, { plainText: true }));
  });

  it('writes English in English', async () => {
    const mail = await renderOrderMail(message({ event: 'refunded', amount: 1750 }), ORDERS_URL);
    expect(mail.subject).toBe('Refund for order #00A1B2');
    expect(mail.text).toContain('Hello Rahim Uddin,');
    expect(mail.text).toContain('We have refunded ৳1,750 for order #00A1B2.');
    expect(mail.text).toContain('See it in My Booking Products');
    expect(mail.text).toContain('Quantity');
  });

  it.each([
    ['en', ['What we refunded', 'Kettle 1.8L', '৳1,750', 'Delivery fee', '৳60', 'Refunded', '৳1,810', 'Your order']],
    ['bn', ['যা ফেরত দেওয়া হয়েছে', 'Kettle 1.8L', '৳১,৭৫০', 'ডেলিভারি চার্জ', '৳৬০', 'মোট ফেরত', '৳১,৮১০', 'আপনার অর্ডার']],
  ] as const)('%s: a refund mail lists what was refunded, then the order', async (language, words) => {
    const refund = { lines: [{ name: 'Kettle 1.8L', quantity: 1, amount: 1750 }], fee: 60, amount: 1810 };
    for (const event of ['refunded', 'return_refunded'] as const) {
      const mail = await renderOrderMail(message({ language, event, amount: 1810, refund }), ORDERS_URL);
      let at = 0;
      for (const word of words) {
        const next = mail.text.indexOf(word, at);
        expect([word, next]).toEqual([word, expect.any(Number)]);
        expect(next).toBeGreaterThanOrEqual(at);
        at = next + word.length;
      }
      // Then the whole order: its other line and its total.
      expect(mail.text.indexOf('Xiaomi Router AX3000', at)).toBeGreaterThan(at);
    }
    // Other mails have no refund section.
    const placed = await renderOrderMail(message({ language, event: 'placed' }), ORDERS_URL);
    expect(placed.text).not.toContain(words[0]);
  });

  it('writes Bengali in Bengali, with Bengali digits', async () => {
    const mail = await renderOrderMail(message({ event: 'cancelled', language: 'bn', reason: 'not paid in time' }), ORDERS_URL);
    expect(mail.subject).toBe('অর্ডার #00A1B2 বাতিল করা হয়েছে');
    expect(mail.text).toContain('প্রিয় Rahim Uddin,');
    expect(mail.text).toContain('কারণ: not paid in time');
    expect(mail.text).toContain('আমার বুকিং করা পণ্যে দেখুন');
    expect(mail.text).toContain('৳১২,৫০০');
    expect(mail.text).toContain('২');
    expect(mail.text).not.toMatch(/Hello|Quantity|Total/);
  });
});
