import { useCallback, useRef, useState } from 'react';
import { useConfirmPaymentMutation } from '../api/payments-api';

/**
 * What a card form's confirmation came to: the processor's transaction id; a card error to show in
 * red (declined, invalid, expired…); or a failed call the shop's error toaster already reported.
 */
export type CardResult = { transactionId: string } | { cardError: string } | { failed: true };

/**
 * Where a payment is: `ready` to pay; `paying` while the processor confirms the card; `recording`
 * while the shop checks it with the processor and marks the order paid (PATCH /booking/:id);
 * `unrecorded` when that failed and can be tried again; `succeeded`.
 */
export type PaymentStep = 'ready' | 'paying' | 'recording' | 'unrecorded' | 'succeeded';

export const PAYMENT_FAILED_MESSAGE = 'Your payment was not completed. Please try again.';

export interface Payment {
  step: PaymentStep;
  /** The processor's id of the payment, once it confirmed the card. */
  transactionId?: string;
  /**
   * The processor's refusal of the card (spec §8: shown as returned, in red). One at a time: a new
   * payment, a new check of the form or a new card-field error replaces it (clearCardError).
   */
  cardError?: string;
  /** Forgets the last refusal, when the form is about to say something newer about the card. */
  clearCardError(): void;
  /** Runs one payment: `confirmCard` asks the processor; then the shop records it. */
  pay(confirmCard: () => Promise<CardResult>): Promise<void>;
  /** After `unrecorded`: asks the shop to record the confirmed payment again. */
  retryRecording(): Promise<void>;
}

/**
 * The payment page's flow, the same whichever card processor runs: confirm the card, then
 * `PATCH /booking/:id {appointment, transactionId}` (which invalidates the order, so My Booking
 * Products shows it paid). One payment at a time: a second Pay while one runs does nothing.
 */
export function usePayment(orderId: string): Payment {
  const [confirmPayment] = useConfirmPaymentMutation();
  const [step, setStep] = useState<PaymentStep>('ready');
  const [transactionId, setTransactionId] = useState<string>();
  const [cardError, setCardError] = useState<string>();
  const busy = useRef(false);

  const record = useCallback(
    async (id: string) => {
      setStep('recording');
      const result = await confirmPayment({ orderId, appointment: orderId, transactionId: id });
      // A refusal is toasted by the shop's error middleware; the page offers to try again.
      setStep('error' in result ? 'unrecorded' : 'succeeded');
    },
    [confirmPayment, orderId],
  );

  const pay = useCallback(
    async (confirmCard: () => Promise<CardResult>) => {
      if (busy.current) return;
      busy.current = true;
      setCardError(undefined);
      setStep('paying');
      try {
        let result: CardResult;
        try {
          result = await confirmCard();
        } catch {
          result = { cardError: PAYMENT_FAILED_MESSAGE };
        }
        if ('transactionId' in result) {
          setTransactionId(result.transactionId);
          await record(result.transactionId);
          return;
        }
        if ('cardError' in result) setCardError(result.cardError);
        setStep('ready');
      } finally {
        busy.current = false;
      }
    },
    [record],
  );

  const retryRecording = useCallback(async () => {
    if (busy.current || !transactionId) return;
    busy.current = true;
    try {
      await record(transactionId);
    } finally {
      busy.current = false;
    }
  }, [record, transactionId]);

  const clearCardError = useCallback(() => setCardError(undefined), []);

  return { step, transactionId, cardError, clearCardError, pay, retryRecording };
}
