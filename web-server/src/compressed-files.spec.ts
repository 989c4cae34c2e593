import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedFiles, compressFile, type FileEncoding } from './compressed-files';

describe('CompressedFiles', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'compressed-files-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const file = async (name: string, text: string) => {
    const at = path.join(folder, name);
    await writeFile(at, text);
    return at;
  };

  it('compresses a file once per version and encoding, asks under way sharing it', async () => {
    const text = 'console.log("kept");'.repeat(200);
    const at = await file('a.0123456789.js', text);
    const compress = jest.fn((filePath: string, encoding: FileEncoding) =>
      compressFile(filePath, encoding),
    );
    const files = new CompressedFiles(Infinity, compress);
    const [one, two] = await Promise.all([files.get(at, 'v1', 'br'), files.get(at, 'v1', 'br')]);
    expect(one).toBe(two);
    expect(brotliDecompressSync(one).toString()).toBe(text);
    expect(gunzipSync(await files.get(at, 'v1', 'gzip')).toString()).toBe(text);
    await files.get(at, 'v1', 'br');
    expect(compress).toHaveBeenCalledTimes(2);
    // Another version of the file (copied over): compressed anew.
    await files.get(at, 'v2', 'br');
    expect(compress).toHaveBeenCalledTimes(3);
    expect(files.size).toBeGreaterThan(0);
  });

  it('keeps at most its bytes, dropping the least recently asked first', async () => {
    const sized = (size: number) => async () => Buffer.alloc(size);
    const compress = jest.fn((filePath: string) => sized(Number(path.basename(filePath)))());
    const files = new CompressedFiles(250, compress);
    await files.get('/100', 'v', 'br');
    await files.get('/101', 'v', 'br');
    await files.get('/100', 'v', 'br'); // asked again: now the most recent
    await files.get('/102', 'v', 'br'); // over 250: /101 goes
    expect(files.size).toBe(202);
    await files.get('/100', 'v', 'br');
    expect(compress).toHaveBeenCalledTimes(3);
    await files.get('/101', 'v', 'br');
    expect(compress).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failure: the next ask tries again', async () => {
    const files = new CompressedFiles();
    const missing = path.join(folder, 'missing.0123456789.js');
    await expect(files.get(missing, 'v', 'gzip')).rejects.toThrow();
    await writeFile(missing, 'now here');
    expect(gunzipSync(await files.get(missing, 'v', 'gzip')).toString()).toBe('now here');
  });
});
