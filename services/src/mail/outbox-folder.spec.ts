import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxFolder } from './outbox-folder';

// The real mkdir, counted.
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, mkdir: jest.fn(actual.mkdir) };
});

describe('OutboxFolder', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'outbox-folder-'));
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('makes its folder with the first message only, and names each file by its time', async () => {
    const outbox = new OutboxFolder(join(root, 'outbox', 'sms'));
    const files = await Promise.all(
      ['a.txt', 'b.txt', 'c.txt'].map((name) => outbox.write(name, name)),
    );
    await outbox.write('d.txt', 'd');
    expect(mkdir).toHaveBeenCalledTimes(1);
    expect(await readdir(join(root, 'outbox', 'sms'))).toHaveLength(4);
    for (const file of files) {
      expect(file).toMatch(/\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[abc]\.txt$/);
    }
    expect(await readFile(files[1], 'utf8')).toBe('b.txt');
  });

  it('makes the folder again when it was removed while the shop runs: no message is lost', async () => {
    const dir = join(root, 'outbox');
    const outbox = new OutboxFolder(dir);
    await outbox.write('first.eml', 'first');
    await rm(dir, { recursive: true });

    const [second, third] = await Promise.all([
      outbox.write('second.eml', 'second'),
      outbox.write('third.eml', 'third'),
    ]);
    expect(await readFile(second, 'utf8')).toBe('second');
    expect(await readFile(third, 'utf8')).toBe('third');
    await rm(dir, { recursive: true });
    expect(await readFile(await outbox.write('fourth.eml', 'fourth'), 'utf8')).toBe('fourth');
  });

  it('tries to make the folder again after a failed attempt', async () => {
    const blocker = join(root, 'taken');
    await writeFile(blocker, 'a file where the folder should be');
    const outbox = new OutboxFolder(join(blocker, 'outbox'));
    await expect(outbox.write('one.txt', 'one')).rejects.toThrow();
    await rm(blocker);
    expect(await readFile(await outbox.write('two.txt', 'two'), 'utf8')).toBe('two');
  });
});
