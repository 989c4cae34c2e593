import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { customerText } from '../../mail/neutralise-links';
import { ShopMailLayout } from '../../mail/templates/shop-mail-layout';
import { formatTaka, localizeDigits, orderNumber } from '../format';
import type { NotificationLanguage, OrderNotificationEvent } from '../order-events';
import type { OrderMessage } from '../order-message';
import { fillText, ORDER_TEXTS } from '../order-texts';

/** A row of the order's lines or of a refund's, its figures formatted. */
export interface OrderMailLine {
  name: string;
  quantity: string;
  amount: string;
}

/**
 * Everything an order mail prints that comes from the order, formatted as it is printed. The
 * template renders only this (and the language's fixed labels), so two messages with equal views
 * are equal mails: render-order-mail.ts renders each view once with placeholders for the values.
 */
export interface OrderMailView {
  language: NotificationLanguage;
  /** `${SHOP_URL}/dashboard/myOrders`. */
  ordersUrl: string;
  /** The line mail clients show next to the subject: the event's sentence. */
  preview: string;
  heading: string;
  greeting: string;
  body: string;
  /** What the event adds under its sentence: the reason, the amount. */
  detail?: { label: string; value: string };
  /** What one refund paid back, listed before the whole order. */
  refund?: { lines: OrderMailLine[]; fee?: string; amount: string };
  lines: OrderMailLine[];
  subtotal: string;
  deliveryFee: string;
  total: string;
}

/**
 * How each value from the order enters the view: as it is, or (render-order-mail.ts) as a
 * placeholder that is filled in after rendering. `preview` is apart because the mail's preview
 * line is padded to a fixed length: its rendering depends on the value's length.
 */
export interface MailSlots {
  text(value: string): string;
  preview(value: string): string;
}

export const AS_IS: MailSlots = { text: (value) => value, preview: (value) => value };

/** What each event adds under its sentence. */
const EVENT_DETAIL: Partial<Record<OrderNotificationEvent, 'reason' | 'amount'>> = {
  paid: 'amount',
  payment_not_received: 'reason',
  cancelled: 'reason',
  refunded: 'amount',
  return_rejected: 'reason',
  return_refunded: 'amount',
};

function orderValues(message: OrderMessage) {
  const { language } = message;
  return {
    n: orderNumber(message.orderId),
    // Typed by the customer: one line, and nothing in it a mail client could turn into a link.
    name: customerText(message.name),
    amount: formatTaka(message.amount ?? message.total, language),
    total: formatTaka(message.total, language),
  };
}

/** The view of an order event's mail; `slots` decides how the order's values enter it. */
export function orderMailView(message: OrderMessage, ordersUrl: string, slots: MailSlots = AS_IS): OrderMailView {
  const { language } = message;
  const all = ORDER_TEXTS[language];
  const event = all.events[message.event];
  const values = orderValues(message);
  const shown = { n: slots.text(values.n), name: slots.text(values.name), amount: slots.text(values.amount) };
  const money = (amount: number) => slots.text(formatTaka(amount, language));
  const count = (quantity: number) => slots.text(localizeDigits(String(quantity), language));
  const view: OrderMailView = {
    language,
    ordersUrl,
    preview: slots.preview(fillText(event.body, values)),
    heading: event.heading,
    greeting: fillText(all.labels.greeting, shown),
    body: fillText(event.body, shown),
    lines: message.lines.map((line) => ({ name: slots.text(line.name), quantity: count(line.quantity), amount: money(line.lineTotal) })),
    subtotal: money(message.subtotal),
    deliveryFee: money(message.deliveryFee),
    total: money(message.total),
  };
  const detail = EVENT_DETAIL[message.event];
  if (detail === 'amount') view.detail = { label: all.labels.amount, value: shown.amount };
  if (detail === 'reason' && message.reason) view.detail = { label: all.labels.reason, value: slots.text(customerText(message.reason)) };
  const { refund } = message;
  if (refund) {
    view.refund = {
      lines: refund.lines.map((line) => ({ name: slots.text(line.name), quantity: count(line.quantity), amount: money(line.amount) })),
      amount: money(refund.amount),
    };
    if (refund.fee !== undefined) view.refund.fee = money(refund.fee);
  }
  return view;
}

export function orderMailSubject(message: OrderMessage): string {
  return fillText(ORDER_TEXTS[message.language].events[message.event].subject, orderValues(message));
}

/** The rows of a table of lines: name, quantity, amount. */
function LineRows({ lines }: { lines: OrderMailLine[] }) {
  const cell = { fontSize: 14, padding: '4px 0' };
  const money = { ...cell, textAlign: 'right' as const };
  return (
    <>
      {lines.map((line, index) => (
        <Row key={index}>
          <Column style={cell} translate="no">
            {line.name}
          </Column>
          <Column style={cell}>{line.quantity}</Column>
          <Column style={money}>{line.amount}</Column>
        </Row>
      ))}
    </>
  );
}

/** The order's lines and totals, as on My Booking Products. */
function OrderLines({ view }: { view: OrderMailView }) {
  const { labels } = ORDER_TEXTS[view.language];
  const cell = { fontSize: 14, padding: '4px 0' };
  const money = { ...cell, textAlign: 'right' as const };
  return (
    <Section style={{ margin: '16px 0' }}>
      <Row style={{ borderBottom: '1px solid #e5e7eb' }}>
        <Column style={{ ...cell, fontWeight: 700 }}>{labels.product}</Column>
        <Column style={{ ...cell, fontWeight: 700, width: 80 }}>{labels.quantity}</Column>
        <Column style={{ ...money, fontWeight: 700, width: 110 }}>{labels.total}</Column>
      </Row>
      <LineRows lines={view.lines} />
      <Row>
        <Column style={cell}>{labels.subtotal}</Column>
        <Column />
        <Column style={money}>{view.subtotal}</Column>
      </Row>
      <Row>
        <Column style={cell}>{labels.deliveryFee}</Column>
        <Column />
        <Column style={money}>{view.deliveryFee}</Column>
      </Row>
      <Row>
        <Column style={{ ...cell, fontWeight: 700 }}>{labels.total}</Column>
        <Column />
        <Column style={{ ...money, fontWeight: 700 }}>{view.total}</Column>
      </Row>
    </Section>
  );
}

/**
 * What one refund paid back — its lines and amounts, the delivery fee when it gave that back too,
 * and their sum — so "We have refunded ৳1,450" is followed by what was refunded, not the order.
 */
function RefundedLines({ view }: { view: OrderMailView }) {
  const { refund } = view;
  if (!refund) return null;
  const { labels } = ORDER_TEXTS[view.language];
  const cell = { fontSize: 14, padding: '4px 0' };
  const money = { ...cell, textAlign: 'right' as const };
  return (
    <Section style={{ margin: '16px 0' }}>
      <Text style={{ fontSize: 15, fontWeight: 700, margin: '0 0 4px' }}>{labels.refundedItems}</Text>
      <Row style={{ borderBottom: '1px solid #e5e7eb' }}>
        <Column style={{ ...cell, fontWeight: 700 }}>{labels.product}</Column>
        <Column style={{ ...cell, fontWeight: 700, width: 80 }}>{labels.quantity}</Column>
        <Column style={{ ...money, fontWeight: 700, width: 110 }}>{labels.amount}</Column>
      </Row>
      <LineRows lines={refund.lines} />
      {refund.fee !== undefined && (
        <Row>
          <Column style={cell}>{labels.deliveryFee}</Column>
          <Column />
          <Column style={money}>{refund.fee}</Column>
        </Row>
      )}
      <Row>
        <Column style={{ ...cell, fontWeight: 700 }}>{labels.refunded}</Column>
        <Column />
        <Column style={{ ...money, fontWeight: 700 }}>{refund.amount}</Column>
      </Row>
      <Text style={{ fontSize: 15, fontWeight: 700, margin: '16px 0 0' }}>{labels.yourOrder}</Text>
    </Section>
  );
}

/**
 * The mail of every order event: greeting, the event's sentence and what it adds (the reason, the
 * amount), a refund's lines, the order's lines, the link to My Booking Products.
 */
export function OrderMail({ view }: { view: OrderMailView }) {
  const { labels } = ORDER_TEXTS[view.language];
  const { detail } = view;
  return (
    <ShopMailLayout lang={view.language} preview={view.preview} heading={view.heading} footer={labels.footer}>
      <Text style={{ fontSize: 15 }}>{view.greeting}</Text>
      <Text style={{ fontSize: 15 }}>{view.body}</Text>
      {detail && (
        <Text style={{ fontSize: 15 }}>
          <strong>{detail.label}:</strong> {detail.value}
        </Text>
      )}
      <RefundedLines view={view} />
      <OrderLines view={view} />
      <Button
        href={view.ordersUrl}
        style={{ backgroundColor: '#0f766e', borderRadius: 6, color: '#ffffff', fontSize: 15, padding: '10px 18px' }}
      >
        {labels.link}
      </Button>
      <Text style={{ color: '#6b7280', fontSize: 12 }}>{view.ordersUrl}</Text>
    </ShopMailLayout>
  );
}
