/**
 * The messages a server-rendered page was rendered with, as a file of their own
 * (`/i18n/<language>.<hash>.json`) instead of inline in every page.
 *
 * They are the same for every page of a language (28 KB of English, 55 KB of Bengali, half of a
 * Bengali page's bytes after compression), so inline they were serialised, hashed for the CSP,
 * compressed and stored again with each page, and downloaded again with each page a visitor
 * opened. As a file named by its content they are made once per language and version of the
 * messages, and a browser keeps them (`immutable`) across every page of the shop. The page names
 * the file in `window.__SHOP_I18N__` and preloads it, so the browser has it by the time its script
 * asks (`startI18n` in the shell); a file this server no longer has (a restart, another server
 * behind a balancer) is a 404, and the browser then loads the messages the way a page it renders
 * itself does.
 */
import { createHash } from 'node:crypto';
import { compressBytes, type FileEncoding } from './compressed-files';

/** Where the files are served. */
export const MESSAGES_PATH_PREFIX = '/i18n/';

/**
 * How many versions of the files are kept. A stored page names the file of its render, and a
 * browser may ask for it a while after the page: a new version comes with a namespace loaded for
 * the first time or a remote's new release, a few a day, so this keeps each far longer than the
 * pages that name it.
 */
export const MAX_MESSAGES_FILES = 32;

export interface MessagesFile {
  /** Root-relative URL of the file (`/i18n/bn.<hash>.json`). */
  href: string;
  /** Strong validator: the content hash. */
  etag: string;
  /** The JSON, UTF-8. */
  body: Buffer;
  /** The body in `encoding`, compressed on its first ask (as the files that never change are). */
  encoded(encoding: FileEncoding): Promise<Buffer>;
}

/**
 * The namespaces in name order, so every server with the same messages makes the same bytes (and
 * name), whatever order its renders loaded the namespaces in.
 */
function canonicalJson(messages: Record<string, unknown>): string {
  const sorted: Record<string, unknown> = {};
  for (const namespace of Object.keys(messages).sort()) sorted[namespace] = messages[namespace];
  return JSON.stringify(sorted);
}

function fileOf(language: string, messages: Record<string, unknown>): MessagesFile {
  const body = Buffer.from(canonicalJson(messages));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  const encodings = new Map<FileEncoding, Promise<Buffer>>();
  return {
    href: `${MESSAGES_PATH_PREFIX}${language}.${hash}.json`,
    etag: `"${hash}"`,
    body,
    encoded(encoding) {
      // Once per file and encoding: every page of the language shares it.
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded = compressBytes(body, encoding);
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

const LANGUAGE = /^[a-z]{2,3}$/;

/**
 * The files of one server. The render hands the same messages object for as long as its messages
 * are the same (the render contract, libs/contracts `SsrRenderResult.messages`), so a page of a
 * language already served costs one lookup, not a serialisation.
 */
export class MessagesFiles {
  private readonly byMessages = new WeakMap<object, Map<string, MessagesFile>>();
  /** By href, oldest first (a Map keeps insertion order). */
  private readonly byHref = new Map<string, MessagesFile>();

  constructor(private readonly max = MAX_MESSAGES_FILES) {}

  /** The file of `messages` in `language`, made on its first page. */
  fileFor(language: string, messages: Record<string, unknown>): MessagesFile {
    if (!LANGUAGE.test(language)) throw new Error(`Not a language code: ${language}`);
    let byLanguage = this.byMessages.get(messages);
    const known = byLanguage?.get(language);
    if (known && this.byHref.has(known.href)) return known;
    const file = fileOf(language, messages);
    // Other messages objects with the same content make the same file: one copy is kept.
    const same = this.byHref.get(file.href) ?? file;
    if (!byLanguage) {
      byLanguage = new Map();
      this.byMessages.set(messages, byLanguage);
    }
    byLanguage.set(language, same);
    this.byHref.delete(same.href);
    this.byHref.set(same.href, same);
    while (this.byHref.size > this.max) {
      const oldest = this.byHref.keys().next().value as string;
      this.byHref.delete(oldest);
    }
    return same;
  }

  /** The file at `pathname` (`/i18n/bn.<hash>.json`), if this server made it and still has it. */
  get(pathname: string): MessagesFile | undefined {
    return this.byHref.get(pathname);
  }
}
