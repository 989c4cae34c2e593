import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MailpitClient } from '@shop/tools/mailpit';

/** The text of an .eml as a person would read it: quoted-printable soft breaks and escapes undone. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The mails sent to `to`, oldest first, as text: from Mailpit when the run has one (the shop's SMTP
 * server, `SHOP_MAILPIT_URL`), else from the outbox folder.
 */
export async function mailsTo(dir: string, to: string): Promise<string[]> {
  const mailpitUrl = process.env.SHOP_MAILPIT_URL;
  if (mailpitUrl) {
    const client = new MailpitClient(mailpitUrl);
    const found = (await client.search(`to:"${to}"`)).reverse();
    const messages = await Promise.all(found.map((summary) => client.message(summary.ID)));
    return messages.map((message) => `To: ${to}\nSubject: ${message.Subject}\n\n${message.Text}`);
  }
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return mails.map(decodeMail).filter((mail) => new RegExp(`^To: .*${to}`, 'im').test(mail));
}

/** Waits for a new mail to `to` (beyond `seen` earlier ones) and returns the reset link in it. */
export async function waitForResetLink(dir: string, to: string, seen: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(dir, to);
      link = mails[seen]?.match(/https?:\/\/\S+\/reset\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}
