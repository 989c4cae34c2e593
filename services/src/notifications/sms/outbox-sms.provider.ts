import { Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Without a gateway: each SMS is a `.txt` file in `<outbox>/sms/` and one log line. */
export class OutboxSmsProvider implements SmsProvider {
  private readonly logger = new Logger('Sms');

  constructor(private readonly dir: string) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${message.reference}.txt`);
    await writeFile(file, `To: ${message.to}\nReference: ${message.reference}\n\n${message.text}\n`);
    this.logger.log(`SMS to ${message.to} written to ${file}: ${message.text}`);
    return { id: file };
  }
}
