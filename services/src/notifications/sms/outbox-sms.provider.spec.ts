import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxSmsProvider } from './outbox-sms.provider';

describe('OutboxSmsProvider', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'sms-outbox-'));
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes each SMS as a .txt file, and again after its folder was removed while the shop runs', async () => {
    const dir = join(root, 'outbox', 'sms');
    const sms = new OutboxSmsProvider(dir);
    const first = await sms.send({
      to: '01712345678',
      text: 'Order #0B3DF8 placed',
      reference: 'n1',
    });
    expect(first.id).toMatch(/-n1\.txt$/);
    expect(await readFile(first.id, 'utf8')).toBe(
      'To: 01712345678\nReference: n1\n\nOrder #0B3DF8 placed\n',
    );
    await rm(join(root, 'outbox'), { recursive: true });
    const second = await sms.send({
      to: '01712345678',
      text: 'Order #0B3DF8 shipped',
      reference: 'n2',
    });
    expect(await readdir(dir)).toEqual([second.id.slice(dir.length + 1)]);
    expect(await readFile(second.id, 'utf8')).toContain('Order #0B3DF8 shipped');
  });
});
