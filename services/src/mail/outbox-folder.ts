import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The folder the outbox providers (mails without SMTP, SMS without a gateway) write their messages
 * to, one file each, named `<time>-<name>` so they list in the order they were sent. The folder is
 * made with the first message, not again for every one; when someone has removed it while the
 * shop runs, it is made again and the message written, never lost.
 */
export class OutboxFolder {
  private made?: Promise<void>;

  constructor(readonly dir: string) {}

  /** Writes one message; answers the file's path. */
  async write(name: string, content: string | Uint8Array): Promise<string> {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${name}`);
    await this.make();
    try {
      await writeFile(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.made = undefined;
      await this.make();
      await writeFile(file, content);
    }
    return file;
  }

  /** Makes the folder once; a failed attempt is tried again by the next message. */
  private make(): Promise<void> {
    this.made ??= mkdir(this.dir, { recursive: true }).then(
      () => undefined,
      (error: unknown) => {
        this.made = undefined;
        throw error;
      },
    );
    return this.made;
  }
}
