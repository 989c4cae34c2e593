import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MessagesFiles } from './messages-files';

describe('MessagesFiles', () => {
  const bengali = { shop: { title: 'দোকান' }, common: { ok: 'ঠিক আছে' } };

  it('makes a file once per messages object and language, named by its content', () => {
    const files = new MessagesFiles();
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const first = files.fileFor('bn', bengali);
      expect(first.href).toMatch(/^\/i18n\/bn\.[\w-]{16}\.json$/);
      expect(files.fileFor('bn', bengali)).toBe(first);
      expect(stringify).toHaveBeenCalledTimes(1);
      // Another object with the same messages (another server, another load order): the same name.
      const reordered = { common: { ok: 'ঠিক আছে' }, shop: { title: 'দোকান' } };
      expect(files.fileFor('bn', reordered).href).toBe(first.href);
      expect(files.get(first.href)).toBe(first);
      expect(JSON.parse(first.body.toString())).toEqual(bengali);
    } finally {
      stringify.mockRestore();
    }
  });

  it('names other messages, or the same in another language, differently', () => {
    const files = new MessagesFiles();
    const one = files.fileFor('bn', bengali);
    expect(files.fileFor('bn', { ...bengali, shop: { title: 'দোকান!' } }).href).not.toBe(one.href);
    expect(files.fileFor('en', bengali).href).toMatch(/^\/i18n\/en\./);
  });

  it('compresses once per encoding, to the same JSON', async () => {
    const file = new MessagesFiles().fileFor('bn', bengali);
    const br = file.encoded('br');
    expect(file.encoded('br')).toBe(br);
    expect(brotliDecompressSync(await br)).toEqual(file.body);
    expect(gunzipSync(await file.encoded('gzip'))).toEqual(file.body);
  });

  it('keeps the newest files only, and makes an evicted one again when a page needs it', () => {
    const files = new MessagesFiles(2);
    const made = [1, 2, 3].map((n) => ({ n, messages: { shop: { n } } }));
    const [a, b, c] = made.map(({ messages }) => files.fileFor('en', messages));
    expect(files.get(a.href)).toBeUndefined();
    expect(files.get(b.href)).toBe(b);
    expect(files.get(c.href)).toBe(c);
    expect(files.fileFor('en', made[0].messages).href).toBe(a.href);
    expect(files.get(a.href)).toBeDefined();
    expect(files.get(b.href)).toBeUndefined();
  });

  it('refuses a language that is not a code (it becomes part of a URL)', () => {
    expect(() => new MessagesFiles().fileFor('../x', bengali)).toThrow('Not a language code');
  });
});
