/**
 * Files that never change (content-hashed names, a published release's files) compressed once per
 * process and kept, instead of once per request.
 *
 * A page's first visit asks for 30-odd scripts and stylesheets (about 700 KB before compression);
 * gzipped as they were sent, that cost the server 70–100 ms of CPU per visit, on the same cores as
 * the visitor's browser in development and in the browser benchmarks, and on the API's in a small
 * deployment. A hashed name is never served with other bytes, so its compressed bytes can be kept
 * as long as the file is (the key also holds its size and modification time, in case a build is
 * copied over a running server). Brotli at quality 5 (6 % smaller than gzip 9 on the shell's
 * largest chunk, in about 10 ms) when the browser accepts it, else gzip 9; on the thread pool, so
 * a first ask does not hold the event loop, and asks that arrive meanwhile share it.
 */
import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';

export type FileEncoding = 'br' | 'gzip';

/** Brotli's quality for kept files: ~10 ms for a 270 KB chunk, where 11 takes 300 ms. */
export const FILE_BROTLI_QUALITY = 5;
export const FILE_GZIP_LEVEL = 9;

/** How many compressed bytes are kept (the three remotes' and the shell's builds take ~2 MB). */
export const COMPRESSED_FILES_MAX_BYTES = 32 * 1024 * 1024;

/** The file at `filePath` read and compressed on the thread pool. */
export async function compressFile(filePath: string, encoding: FileEncoding): Promise<Buffer> {
  return compressBytes(await readFile(filePath), encoding);
}

/**
 * `body` compressed on the thread pool, as a kept file is: for bytes made once and sent many
 * times (a file, the pages' messages).
 */
export function compressBytes(body: Buffer, encoding: FileEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, compressed: Buffer) =>
      error ? reject(error) : resolve(compressed);
    if (encoding === 'br') {
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: FILE_BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
    } else {
      zlib.gzip(body, { level: FILE_GZIP_LEVEL }, done);
    }
  });
}

export class CompressedFiles {
  /** By `path|version|encoding`, least recently used first (a Map keeps insertion order). */
  private readonly kept = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = COMPRESSED_FILES_MAX_BYTES,
    private readonly compress: typeof compressFile = compressFile,
  ) {}

  /**
   * The file at `filePath`, whose `version` (its size and modification time, say) names its
   * content, in `encoding`: compressed on its first ask, kept after.
   */
  get(filePath: string, version: string, encoding: FileEncoding): Promise<Buffer> {
    const key = `${filePath}|${version}|${encoding}`;
    const known = this.kept.get(key);
    if (known) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const made = this.compress(filePath, encoding);
    this.kept.set(key, made);
    made.then(
      (buffer) => {
        if (this.kept.get(key) !== made) return;
        this.sizes.set(key, buffer.length);
        this.bytes += buffer.length;
        this.evict();
      },
      // A file that could not be read is not kept: the next ask tries again.
      () => {
        if (this.kept.get(key) === made) this.kept.delete(key);
      },
    );
    return made;
  }

  /** Bytes kept (compressions under way not counted). */
  get size(): number {
    return this.bytes;
  }

  private evict(): void {
    for (const key of this.kept.keys()) {
      if (this.bytes <= this.maxBytes) return;
      const size = this.sizes.get(key);
      // Under way: its size is not known yet, and its askers are waiting for it.
      if (size === undefined) continue;
      this.kept.delete(key);
      this.sizes.delete(key);
      this.bytes -= size;
    }
  }
}
