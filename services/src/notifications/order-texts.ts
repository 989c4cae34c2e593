import type { NotificationLanguage, OrderNotificationEvent } from './order-events';

/** What each event's mail and SMS say; `{n}` the order number, `{amount}`, `{reason}`. */
export interface EventTexts {
  subject: string;
  heading: string;
  body: string;
  /** One SMS, shortest last: the first that fits one segment is sent (see sms/order-sms.ts). */
  sms: readonly string[];
}

export interface MailLabels {
  greeting: string;
  product: string;
  quantity: string;
  subtotal: string;
  deliveryFee: string;
  total: string;
  reason: string;
  amount: string;
  /** Heading of a refund's own lines, listed before the whole order. */
  refundedItems: string;
  /** The sum of a refund's lines. */
  refunded: string;
  /** Heading of the whole order under a refund's lines. */
  yourOrder: string;
  link: string;
  footer: string;
}

export interface OrderTexts {
  events: Record<OrderNotificationEvent, EventTexts>;
  labels: MailLabels;
}

/**
 * Both languages side by side; the type makes every event and label required in each. Shared
 * words are those of the dashboard (mfe-dashboard/src/locales): "My Booking Products" /
 * "আমার বুকিং করা পণ্য", "মোট", "ডেলিভারি চার্জ".
 */
export const ORDER_TEXTS: Record<NotificationLanguage, OrderTexts> = {
  en: {
    labels: {
      greeting: 'Hello {name},',
      product: 'Product',
      quantity: 'Quantity',
      subtotal: 'Subtotal',
      deliveryFee: 'Delivery fee',
      total: 'Total',
      reason: 'Reason',
      amount: 'Amount',
      refundedItems: 'What we refunded',
      refunded: 'Refunded',
      yourOrder: 'Your order',
      link: 'See it in My Booking Products',
      footer: 'TechParts BD — parts and consumer electronics, delivered across Bangladesh.',
    },
    events: {
      placed: {
        subject: 'Order #{n} placed',
        heading: 'Thank you for your order',
        body: 'We have received order #{n}. We will confirm it soon.',
        sms: ['Order #{n} placed, total {total}. We will confirm it soon.', 'Order #{n} placed.'],
      },
      paid: {
        subject: 'Payment received for order #{n}',
        heading: 'Payment received',
        body: 'We have received your payment of {amount} for order #{n}.',
        sms: ['Payment of {amount} received for order #{n}. Thank you!', 'Order #{n} is paid.'],
      },
      payment_not_received: {
        subject: 'Payment for order #{n} not received',
        heading: 'We could not find your payment',
        body: 'The payment you told us about for order #{n} has not reached us. Please check it, then pay again from My Booking Products.',
        sms: ['Payment for order #{n} not received: {reason}', 'Payment for order #{n} not received. Please pay again.'],
      },
      confirmed: {
        subject: 'Order #{n} confirmed',
        heading: 'Your order is confirmed',
        body: 'Order #{n} is confirmed and is being packed.',
        sms: ['Order #{n} is confirmed and being packed.'],
      },
      shipped: {
        subject: 'Order #{n} shipped',
        heading: 'Your order is on its way',
        body: 'Order #{n} has left our warehouse and is on its way to you.',
        sms: ['Order #{n} has shipped and is on its way.'],
      },
      out_for_delivery: {
        subject: 'Order #{n} is out for delivery',
        heading: 'Your order arrives today',
        body: 'The courier is bringing order #{n} to you today. Please keep your phone close.',
        sms: ['Order #{n} is out for delivery today. Please keep your phone close.', 'Order #{n} is out for delivery today.'],
      },
      delivered: {
        subject: 'Order #{n} delivered',
        heading: 'Your order was delivered',
        body: 'Order #{n} was delivered. Thank you for shopping with us!',
        sms: ['Order #{n} was delivered. Thank you for shopping!'],
      },
      cancelled: {
        subject: 'Order #{n} cancelled',
        heading: 'Your order was cancelled',
        body: 'Order #{n} was cancelled.',
        sms: ['Order #{n} was cancelled: {reason}', 'Order #{n} was cancelled.'],
      },
      refunded: {
        subject: 'Refund for order #{n}',
        heading: 'Your money is on its way back',
        body: 'We have refunded {amount} for order #{n}.',
        sms: ['Refund of {amount} for order #{n} is on its way.', 'Order #{n} was refunded.'],
      },
      return_requested: {
        subject: 'Return request for order #{n} received',
        heading: 'We have your return request',
        body: 'We have received your request to return items of order #{n} and will reply soon.',
        sms: ['Return request for order #{n} received. We will reply soon.'],
      },
      return_approved: {
        subject: 'Return for order #{n} approved',
        heading: 'Your return is approved',
        body: 'Your return for order #{n} is approved. Please send the items back to us.',
        sms: ['Return for order #{n} approved. Please send the item back.'],
      },
      return_rejected: {
        subject: 'Return for order #{n} not approved',
        heading: 'Your return was not approved',
        body: 'We could not approve your return for order #{n}.',
        sms: ['Return for order #{n} was not approved: {reason}', 'Return for order #{n} was not approved.'],
      },
      return_received: {
        subject: 'Return for order #{n} received',
        heading: 'We received your return',
        body: 'The items you returned from order #{n} have arrived.',
        sms: ['We received your return for order #{n}.'],
      },
      return_refunded: {
        subject: 'Refund for your return of order #{n}',
        heading: 'Your return is refunded',
        body: 'We have refunded {amount} for the items you returned from order #{n}.',
        sms: ['Refund of {amount} for your return of order #{n} is on its way.', 'Return of order #{n} refunded.'],
      },
    },
  },
  bn: {
    labels: {
      greeting: 'প্রিয় {name},',
      product: 'পণ্য',
      quantity: 'পরিমাণ',
      subtotal: 'সাবটোটাল',
      deliveryFee: 'ডেলিভারি চার্জ',
      total: 'মোট',
      reason: 'কারণ',
      amount: 'পরিমাণ (টাকা)',
      refundedItems: 'যা ফেরত দেওয়া হয়েছে',
      refunded: 'মোট ফেরত',
      yourOrder: 'আপনার অর্ডার',
      link: 'আমার বুকিং করা পণ্যে দেখুন',
      footer: 'TechParts BD — যন্ত্রাংশ ও ইলেকট্রনিক্স, সারা বাংলাদেশে হোম ডেলিভারি।',
    },
    events: {
      placed: {
        subject: 'অর্ডার #{n} গ্রহণ করা হয়েছে',
        heading: 'অর্ডারের জন্য ধন্যবাদ',
        body: 'আমরা অর্ডার #{n} পেয়েছি। শিগগির এটি নিশ্চিত করা হবে।',
        sms: ['অর্ডার #{n} গ্রহণ করা হয়েছে, মোট {total}। শিগগির নিশ্চিত করা হবে।', 'অর্ডার #{n} গ্রহণ করা হয়েছে।'],
      },
      paid: {
        subject: 'অর্ডার #{n}-এর পেমেন্ট পাওয়া গেছে',
        heading: 'পেমেন্ট পাওয়া গেছে',
        body: 'অর্ডার #{n}-এর জন্য আপনার {amount} পেমেন্ট আমরা পেয়েছি।',
        sms: ['অর্ডার #{n}-এর {amount} পেমেন্ট পেয়েছি। ধন্যবাদ!', 'অর্ডার #{n}-এর পেমেন্ট পেয়েছি।'],
      },
      payment_not_received: {
        subject: 'অর্ডার #{n}-এর পেমেন্ট পাওয়া যায়নি',
        heading: 'আপনার পেমেন্ট আমরা খুঁজে পাইনি',
        body: 'অর্ডার #{n}-এর যে পেমেন্টের কথা আপনি জানিয়েছেন, তা আমাদের কাছে পৌঁছায়নি। অনুগ্রহ করে দেখে নিয়ে আমার বুকিং করা পণ্য থেকে আবার পরিশোধ করুন।',
        sms: ['অর্ডার #{n}-এর পেমেন্ট পাওয়া যায়নি: {reason}', 'অর্ডার #{n}-এর পেমেন্ট পাওয়া যায়নি। আবার পরিশোধ করুন।'],
      },
      confirmed: {
        subject: 'অর্ডার #{n} নিশ্চিত হয়েছে',
        heading: 'আপনার অর্ডার নিশ্চিত হয়েছে',
        body: 'অর্ডার #{n} নিশ্চিত হয়েছে এবং প্যাক করা হচ্ছে।',
        sms: ['অর্ডার #{n} নিশ্চিত হয়েছে, প্যাক করা হচ্ছে।'],
      },
      shipped: {
        subject: 'অর্ডার #{n} পাঠানো হয়েছে',
        heading: 'আপনার অর্ডার পথে আছে',
        body: 'অর্ডার #{n} আমাদের গুদাম থেকে রওনা হয়েছে, আপনার কাছে আসছে।',
        sms: ['অর্ডার #{n} পাঠানো হয়েছে, পথে আছে।'],
      },
      out_for_delivery: {
        subject: 'অর্ডার #{n} আজ ডেলিভারি হবে',
        heading: 'আপনার অর্ডার আজ পৌঁছাবে',
        body: 'কুরিয়ার আজ অর্ডার #{n} আপনার কাছে নিয়ে আসছে। অনুগ্রহ করে ফোন কাছে রাখুন।',
        sms: ['অর্ডার #{n} আজ ডেলিভারি হবে। অনুগ্রহ করে ফোন কাছে রাখুন।', 'অর্ডার #{n} আজ ডেলিভারি হবে।'],
      },
      delivered: {
        subject: 'অর্ডার #{n} ডেলিভারি হয়েছে',
        heading: 'আপনার অর্ডার ডেলিভারি হয়েছে',
        body: 'অর্ডার #{n} ডেলিভারি হয়েছে। আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ!',
        sms: ['অর্ডার #{n} ডেলিভারি হয়েছে। কেনাকাটার জন্য ধন্যবাদ!'],
      },
      cancelled: {
        subject: 'অর্ডার #{n} বাতিল করা হয়েছে',
        heading: 'আপনার অর্ডার বাতিল করা হয়েছে',
        body: 'অর্ডার #{n} বাতিল করা হয়েছে।',
        sms: ['অর্ডার #{n} বাতিল করা হয়েছে: {reason}', 'অর্ডার #{n} বাতিল করা হয়েছে।'],
      },
      refunded: {
        subject: 'অর্ডার #{n}-এর টাকা ফেরত',
        heading: 'আপনার টাকা ফেরত পাঠানো হয়েছে',
        body: 'অর্ডার #{n}-এর {amount} আমরা ফেরত দিয়েছি।',
        sms: ['অর্ডার #{n}-এর {amount} ফেরত পাঠানো হচ্ছে।', 'অর্ডার #{n}-এর টাকা ফেরত দেওয়া হয়েছে।'],
      },
      return_requested: {
        subject: 'অর্ডার #{n}-এর ফেরতের অনুরোধ পেয়েছি',
        heading: 'ফেরতের অনুরোধ পেয়েছি',
        body: 'অর্ডার #{n}-এর পণ্য ফেরতের অনুরোধ আমরা পেয়েছি, শিগগির জানাব।',
        sms: ['অর্ডার #{n}-এর ফেরতের অনুরোধ পেয়েছি। শিগগির জানাব।'],
      },
      return_approved: {
        subject: 'অর্ডার #{n}-এর ফেরত অনুমোদিত',
        heading: 'আপনার ফেরত অনুমোদিত হয়েছে',
        body: 'অর্ডার #{n}-এর ফেরত অনুমোদিত হয়েছে। পণ্যগুলো আমাদের কাছে ফেরত পাঠান।',
        sms: ['অর্ডার #{n}-এর ফেরত অনুমোদিত। পণ্যটি ফেরত পাঠান।'],
      },
      return_rejected: {
        subject: 'অর্ডার #{n}-এর ফেরত অনুমোদিত হয়নি',
        heading: 'আপনার ফেরত অনুমোদিত হয়নি',
        body: 'অর্ডার #{n}-এর ফেরত আমরা অনুমোদন করতে পারিনি।',
        sms: ['অর্ডার #{n}-এর ফেরত অনুমোদিত হয়নি: {reason}', 'অর্ডার #{n}-এর ফেরত অনুমোদিত হয়নি।'],
      },
      return_received: {
        subject: 'অর্ডার #{n}-এর ফেরত পণ্য পেয়েছি',
        heading: 'ফেরত পণ্য পেয়েছি',
        body: 'অর্ডার #{n} থেকে ফেরত পাঠানো পণ্য আমাদের কাছে পৌঁছেছে।',
        sms: ['অর্ডার #{n}-এর ফেরত পণ্য আমরা পেয়েছি।'],
      },
      return_refunded: {
        subject: 'অর্ডার #{n}-এর ফেরতের টাকা',
        heading: 'ফেরতের টাকা পাঠানো হয়েছে',
        body: 'অর্ডার #{n} থেকে ফেরত দেওয়া পণ্যের {amount} আমরা ফেরত দিয়েছি।',
        sms: ['অর্ডার #{n}-এর ফেরতের {amount} পাঠানো হচ্ছে।', 'অর্ডার #{n}-এর ফেরতের টাকা পাঠানো হয়েছে।'],
      },
    },
  },
};

/** Replaces each `{key}` with its value. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
