/** One text message to one phone. */
export interface SmsMessage {
  /** National form `01XXXXXXXXX` (as orders store it). */
  to: string;
  text: string;
  /** Unique per message and the same on every retry, so the gateway can refuse a duplicate. */
  reference: string;
}

/** Sends SMS. Inject with `@Inject(SMS_PROVIDER)`; chosen by configuration at start-up. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<{ id: string }>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
