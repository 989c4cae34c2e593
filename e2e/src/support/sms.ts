import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { shop } from '../env';

/**
 * The SMS the shop sent during the run that mention `text` (e.g. an order number), oldest first:
 * without a gateway each SMS is a `.txt` file in `<outbox>/sms/` ("To:", "Reference:", a blank
 * line, the message).
 */
export async function smsMentioning(text: string): Promise<string[]> {
  const dir = path.join(shop.outboxDir, 'sms');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.txt'))
    .sort();
  const messages = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return messages
    .map((message) =>
      message
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n')
        .trim(),
    )
    .filter((body) => body.includes(text));
}
