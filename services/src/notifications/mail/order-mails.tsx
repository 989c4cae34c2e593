import { Button, Column, Row, Section, Text } from '@react-email/components';
import { customerText } from '../../mail/neutralise-links';
import { ShopMailLayout } from '../../mail/templates/shop-mail-layout';
import { formatTaka, localizeDigits, orderNumber } from '../format';
import type { OrderNotificationEvent } from '../order-events';
import type { OrderMessage } from '../order-message';
import { fillText, ORDER_TEXTS } from '../order-texts';

export interface OrderMailProps {
  message: OrderMessage;
  /** `${SHOP_URL}/dashboard/myOrders`. */
  ordersUrl: string;
}

function texts({ message }: OrderMailProps) {
  const { language } = message;
  const all = ORDER_TEXTS[language];
  const values = {
    n: orderNumber(message.orderId),
    // Typed by the customer: one line, and nothing in it a mail client could turn into a link.
    name: customerText(message.name),
    amount: formatTaka(message.amount ?? message.total, language),
    total: formatTaka(message.total, language),
  };
  const event = all.events[message.event];
  return {
    labels: all.labels,
    subject: fillText(event.subject, values),
    heading: event.heading,
    body: fillText(event.body, values),
    greeting: fillText(all.labels.greeting, values),
  };
}

/** The order's lines and totals, as on My Booking Products. */
function OrderLines({ message }: OrderMailProps) {
  const { language } = message;
  const { labels } = ORDER_TEXTS[language];
  const cell = { fontSize: 14, padding: '4px 0' };
  const money = { ...cell, textAlign: 'right' as const };
  return (
    <Section style={{ margin: '16px 0' }}>
      <Row style={{ borderBottom: '1px solid #e5e7eb' }}>
        <Column style={{ ...cell, fontWeight: 700 }}>{labels.product}</Column>
        <Column style={{ ...cell, fontWeight: 700, width: 80 }}>{labels.quantity}</Column>
        <Column style={{ ...money, fontWeight: 700, width: 110 }}>{labels.total}</Column>
      </Row>
      {message.lines.map((line, index) => (
        <Row key={index}>
          <Column style={cell} translate="no">
            {line.name}
          </Column>
          <Column style={cell}>{localizeDigits(String(line.quantity), language)}</Column>
          <Column style={money}>{formatTaka(line.lineTotal, language)}</Column>
        </Row>
      ))}
      <Row>
        <Column style={cell}>{labels.subtotal}</Column>
        <Column />
        <Column style={money}>{formatTaka(message.subtotal, language)}</Column>
      </Row>
      <Row>
        <Column style={cell}>{labels.deliveryFee}</Column>
        <Column />
        <Column style={money}>{formatTaka(message.deliveryFee, language)}</Column>
      </Row>
      <Row>
        <Column style={{ ...cell, fontWeight: 700 }}>{labels.total}</Column>
        <Column />
        <Column style={{ ...money, fontWeight: 700 }}>{formatTaka(message.total, language)}</Column>
      </Row>
    </Section>
  );
}

/**
 * What one refund paid back — its lines and amounts, the delivery fee when it gave that back too,
 * and their sum — so "We have refunded ৳1,450" is followed by what was refunded, not the order.
 */
function RefundedLines({ message }: OrderMailProps) {
  const { language, refund } = message;
  if (!refund) return null;
  const { labels } = ORDER_TEXTS[language];
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
      {refund.lines.map((line, index) => (
        <Row key={index}>
          <Column style={cell} translate="no">
            {line.name}
          </Column>
          <Column style={cell}>{localizeDigits(String(line.quantity), language)}</Column>
          <Column style={money}>{formatTaka(line.amount, language)}</Column>
        </Row>
      ))}
      {refund.fee !== undefined && (
        <Row>
          <Column style={cell}>{labels.deliveryFee}</Column>
          <Column />
          <Column style={money}>{formatTaka(refund.fee, language)}</Column>
        </Row>
      )}
      <Row>
        <Column style={{ ...cell, fontWeight: 700 }}>{labels.refunded}</Column>
        <Column />
        <Column style={{ ...money, fontWeight: 700 }}>{formatTaka(refund.amount, language)}</Column>
      </Row>
      <Text style={{ fontSize: 15, fontWeight: 700, margin: '16px 0 0' }}>{labels.yourOrder}</Text>
    </Section>
  );
}

interface OrderMailFrameProps extends OrderMailProps {
  /** What this event adds under its sentence: the reason, the amount. */
  detail?: { label: string; value: string };
}

/** What every order mail shares: greeting, the event's sentence, the lines, the link. */
function OrderMailFrame(props: OrderMailFrameProps) {
  const { message, ordersUrl, detail } = props;
  const t = texts(props);
  return (
    <ShopMailLayout lang={message.language} preview={t.body} heading={t.heading} footer={t.labels.footer}>
      <Text style={{ fontSize: 15 }}>{t.greeting}</Text>
      <Text style={{ fontSize: 15 }}>{t.body}</Text>
      {detail && (
        <Text style={{ fontSize: 15 }}>
          <strong>{detail.label}:</strong> {detail.value}
        </Text>
      )}
      <RefundedLines message={message} ordersUrl={ordersUrl} />
      <OrderLines message={message} ordersUrl={ordersUrl} />
      <Button
        href={ordersUrl}
        style={{ backgroundColor: '#0f766e', borderRadius: 6, color: '#ffffff', fontSize: 15, padding: '10px 18px' }}
      >
        {t.labels.link}
      </Button>
      <Text style={{ color: '#6b7280', fontSize: 12 }}>{ordersUrl}</Text>
    </ShopMailLayout>
  );
}

const reasonDetail = ({ message }: OrderMailProps) =>
  message.reason ? { label: ORDER_TEXTS[message.language].labels.reason, value: customerText(message.reason) } : undefined;
const amountDetail = ({ message }: OrderMailProps) => ({
  label: ORDER_TEXTS[message.language].labels.amount,
  value: formatTaka(message.amount ?? message.total, message.language),
});

export const OrderPlacedMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const OrderPaidMail = (props: OrderMailProps) => <OrderMailFrame {...props} detail={amountDetail(props)} />;
export const PaymentNotReceivedMail = (props: OrderMailProps) => <OrderMailFrame {...props} detail={reasonDetail(props)} />;
export const OrderConfirmedMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const OrderShippedMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const OrderOutForDeliveryMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const OrderDeliveredMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const OrderCancelledMail = (props: OrderMailProps) => <OrderMailFrame {...props} detail={reasonDetail(props)} />;
export const OrderRefundedMail = (props: OrderMailProps) => <OrderMailFrame {...props} detail={amountDetail(props)} />;
export const ReturnRequestedMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const ReturnApprovedMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const ReturnRejectedMail = (props: OrderMailProps) => <OrderMailFrame {...props} detail={reasonDetail(props)} />;
export const ReturnReceivedMail = (props: OrderMailProps) => <OrderMailFrame {...props} />;
export const ReturnRefundedMail = (props: OrderMailProps) => <OrderMailFrame {...props} detail={amountDetail(props)} />;

/** One template per event. */
export const ORDER_MAILS: Record<OrderNotificationEvent, (props: OrderMailProps) => React.JSX.Element> = {
  placed: OrderPlacedMail,
  paid: OrderPaidMail,
  payment_not_received: PaymentNotReceivedMail,
  confirmed: OrderConfirmedMail,
  shipped: OrderShippedMail,
  out_for_delivery: OrderOutForDeliveryMail,
  delivered: OrderDeliveredMail,
  cancelled: OrderCancelledMail,
  refunded: OrderRefundedMail,
  return_requested: ReturnRequestedMail,
  return_approved: ReturnApprovedMail,
  return_rejected: ReturnRejectedMail,
  return_received: ReturnReceivedMail,
  return_refunded: ReturnRefundedMail,
};

export function orderMailSubject(props: OrderMailProps): string {
  return texts(props).subject;
}
