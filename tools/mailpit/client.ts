/**
 * Reads what Mailpit caught, for tests: `GET /api/v1/messages` (summaries, newest first),
 * `GET /api/v1/message/{ID}` (one message with its `Text` and `HTML` parts) and
 * `GET /api/v1/search?query=` (Mailpit's search syntax, e.g. `to:"rahim@mail.com"`), as documented at
 * https://mailpit.axllent.org/docs/api-v1/.
 */
export interface MailpitAddress {
  Name: string;
  Address: string;
}

export interface MailpitSummary {
  ID: string;
  MessageID: string;
  From: MailpitAddress;
  To: MailpitAddress[];
  Subject: string;
  Created: string;
  Snippet: string;
}

export interface MailpitMessage extends Omit<MailpitSummary, 'Created' | 'Snippet'> {
  Date: string;
  Text: string;
  HTML: string;
}

export class MailpitClient {
  constructor(private readonly baseUrl: string) {}

  private async get<T>(path: string): Promise<T> {
    const answer = await fetch(`${this.baseUrl}${path}`);
    if (!answer.ok) throw new Error(`Mailpit answered ${answer.status} to GET ${path}`);
    return (await answer.json()) as T;
  }

  async messages(): Promise<MailpitSummary[]> {
    return (await this.get<{ messages: MailpitSummary[] }>('/api/v1/messages')).messages;
  }

  async search(query: string): Promise<MailpitSummary[]> {
    return (await this.get<{ messages: MailpitSummary[] }>(`/api/v1/search?query=${encodeURIComponent(query)}`)).messages;
  }

  async message(id: string): Promise<MailpitMessage> {
    return this.get<MailpitMessage>(`/api/v1/message/${encodeURIComponent(id)}`);
  }

  /** The newest message to `to` whose subject matches, waiting for it to arrive (polls). */
  async waitForMessage(to: string, subject: RegExp = /./, timeoutMs = 15_000): Promise<MailpitMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.search(`to:"${to}"`)).find((summary) => subject.test(summary.Subject));
      if (found) return this.message(found.ID);
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
