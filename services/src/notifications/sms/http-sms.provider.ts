import type { SmsMessage, SmsProvider } from './sms-provider';

export interface HttpSmsSettings {
  url: string;
  token: string;
  senderId: string;
  /** Milliseconds before a request is abandoned (and retried later). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** `01XXXXXXXXX` → `8801XXXXXXXXX`, the form Bangladeshi gateways take. */
export function toMsisdn(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('880')) return digits;
  if (digits.startsWith('0')) return `88${digits}`;
  return digits;
}

/**
 * A JSON POST in the shape of SSL Wireless's SMS API v3 (`/api/v3/send-sms`: `api_token`, `sid`,
 * `msisdn`, `sms`, `csms_id`; answers `status_code` 200 when accepted), which other Bangladeshi
 * gateways take too. `csms_id` is the message's outbox id, the same on every retry, so the gateway
 * refuses a duplicate.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly settings: HttpSmsSettings) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const doFetch = this.settings.fetch ?? fetch;
    const response = await doFetch(this.settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        api_token: this.settings.token,
        sid: this.settings.senderId,
        msisdn: toMsisdn(message.to),
        sms: message.text,
        csms_id: message.reference,
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      status_code?: number;
      error_message?: string;
      smsinfo?: Array<{ reference_id?: string }>;
    };
    if (!response.ok || (body.status_code !== undefined && body.status_code !== 200)) {
      throw new Error(
        `SMS gateway answered ${response.status}${body.error_message ? `: ${body.error_message}` : ''}`,
      );
    }
    return { id: body.smsinfo?.[0]?.reference_id ?? message.reference };
  }
}
