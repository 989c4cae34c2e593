import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodemailerMailer } from './nodemailer.mailer';

describe('NodemailerMailer without SMTP (outbox)', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes one .eml per mail with sender, recipient, subject and body', async () => {
    const mailer = new NodemailerMailer({ from: 'TechParts BD <no-reply@techparts.local>', outboxDir: join(dir, 'new') });
    const sent = await mailer.send({ to: 'rahim@mail.com', subject: 'Hello', text: 'Open http://localhost:4200/reset?token=abc' });
    await mailer.send({ to: 'karim@mail.com', subject: 'Second', text: 'Two' });
    const files = await readdir(join(dir, 'new'));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const eml = await readFile(sent.file!, 'utf8');
    expect(eml).toContain('From: TechParts BD <no-reply@techparts.local>');
    expect(eml).toContain('To: rahim@mail.com');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('http://localhost:4200/reset?token=abc');
  });

  it('still writes the mail when the outbox folder was removed while the shop runs', async () => {
    const outbox = join(dir, 'new');
    const mailer = new NodemailerMailer({ from: 'no-reply@techparts.local', outboxDir: outbox });
    await mailer.send({ to: 'rahim@mail.com', subject: 'First', text: 'One' });
    await rm(outbox, { recursive: true });
    const sent = await mailer.send({ to: 'karim@mail.com', subject: 'Second', text: 'Two' });
    expect(await readdir(outbox)).toHaveLength(1);
    expect(await readFile(sent.file!, 'utf8')).toContain('Subject: Second');
  });
});
