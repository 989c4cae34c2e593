import { Logger } from '@nestjs/common';
import { OutboxFolder } from '../../mail';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Without a gateway: each SMS is a `.txt` file in `<outbox>/sms/` and one log line. */
export class OutboxSmsProvider implements SmsProvider {
  private readonly logger = new Logger('Sms');
  private readonly outbox: OutboxFolder;

  constructor(dir: string) {
    this.outbox = new OutboxFolder(dir);
  }

  async send(message: SmsMessage): Promise<{ id: string }> {
    const file = await this.outbox.write(
      `${message.reference}.txt`,
      `To: ${message.to}\nReference: ${message.reference}\n\n${message.text}\n`,
    );
    this.logger.log(`SMS to ${message.to} written to ${file}: ${message.text}`);
    return { id: file };
  }
}
