/**
 * The delivery charge a risky cash-on-delivery order pays in advance (services/src/risk/README.md):
 * what the rider still collects, and the API's refusals in both languages.
 */

/** What the rider collects on delivery: an unpaid cash order's total less the advance already paid by bKash. */
export function cashToCollect(order: {
  paymentMethod: string;
  payment: { status: string };
  total: number;
  deliveryAdvance?: { paid?: { amount: number } } | null;
}): number {
  if (order.paymentMethod !== 'cod' || order.payment.status !== 'unpaid') return 0;
  return Math.max(0, order.total - (order.deliveryAdvance?.paid?.amount ?? 0));
}

/** Why the API refuses something about the advance (409), in English. */
export const DELIVERY_ADVANCE_MESSAGES = {
  unpaidHold:
    'The customer has not paid the delivery charge asked in advance yet: wait for it, or withdraw the ask first',
  notAsked: 'The shop has not asked this order for the delivery charge in advance',
  alreadyPaid: 'The delivery charge of this order is already paid',
  notPayable:
    'This order can no longer pay the delivery charge in advance (cancelled, paid or shipped)',
  notWithdrawable: 'There is no unpaid ask to withdraw on this order',
} as const;
export type DeliveryAdvanceMessage = keyof typeof DELIVERY_ADVANCE_MESSAGES;

export const DELIVERY_ADVANCE_MESSAGES_BN: Readonly<Record<DeliveryAdvanceMessage, string>> = {
  unpaidHold: 'গ্রাহক আগাম ডেলিভারি চার্জ এখনো পরিশোধ করেননি: অপেক্ষা করুন, অথবা আগে অনুরোধটি তুলে নিন',
  notAsked: 'দোকান এই অর্ডারের ডেলিভারি চার্জ আগে চায়নি',
  alreadyPaid: 'এই অর্ডারের ডেলিভারি চার্জ ইতিমধ্যে পরিশোধ করা হয়েছে',
  notPayable: 'এই অর্ডারের ডেলিভারি চার্জ এখন আর আগে দেওয়া যায় না (বাতিল, পরিশোধিত বা পাঠানো হয়েছে)',
  notWithdrawable: 'এই অর্ডারে তুলে নেওয়ার মতো অপরিশোধিত কোনো অনুরোধ নেই',
};
