import type { MailSlots } from './order-mails';

/**
 * Mail templates rendered once and filled in per message.
 *
 * A template is a mail rendered (to HTML, and the HTML to plain text) with a placeholder wherever a
 * value of the message goes: `\uE000<n>\uE001`, characters of Unicode's private use area that React
 * does not escape, html-to-text does not collapse or trim, and no text of the shop contains. Filling
 * it puts each value where its placeholder is — HTML-escaped exactly as React escapes text in the
 * HTML, as it is in the text — in one pass, so a value is never searched for placeholders itself.
 *
 * That is byte for byte what rendering the message gives, for values that render the way their
 * placeholder does (`fillable`): not empty (React writes nothing for an empty text, and adjacent
 * texts are separated by a comment only when both are written), no whitespace html-to-text would
 * collapse or trim (a run of spaces, a tab, a line break, a zero-width space, one at either end),
 * no control character, no lone surrogate (the renderer's stream turns it into U+FFFD). A message
 * with another value is rendered afresh (`TemplateSlots.fillable` is false).
 */

const TEXT = '\uE000';
const PREVIEW = '\uE002';
const END = '\uE001';
const PLACEHOLDER = /([\uE000\uE002])(\d+)\uE001/g;

/**
 * `Preview` of @react-email/preview writes its text (at most 150 characters) and then pads it to
 * 150 with invisible characters, 7 per missing character: its rendering depends on the value's
 * length, so a preview is a placeholder of its own, filled with text and padding.
 */
const PREVIEW_LENGTH = 150;
const PREVIEW_PADDING = '\u00a0\u200c\u200b\u200d\u200e\u200f\ufeff';

const previewPadding = (length: number) =>
  length >= PREVIEW_LENGTH ? '' : `<div>${PREVIEW_PADDING.repeat(PREVIEW_LENGTH - length)}</div>`;

/** What html-to-text treats as whitespace (its `whitespaceCharacters`), and control characters. */
const UNSTABLE = '\\u0000-\\u0020\\u007f-\\u009f\\u200b';
const FILLABLE = new RegExp(`^[^${UNSTABLE}]+(?: [^${UNSTABLE}]+)*$`);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` renders, in HTML and in text, exactly as its placeholder filled with it. */
export function fillable(value: string): boolean {
  return FILLABLE.test(value) && !LONE_SURROGATE.test(value);
}

const HTML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text as React's server renderer escapes it (`escapeTextForBrowser` of react-dom). */
export function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The slots of a template: each value of the message becomes a placeholder (numbered in the order
 * the view asks for them, the same for every message of the same shape) and is kept in `values`.
 */
export class TemplateSlots implements MailSlots {
  readonly values: string[] = [];
  /** False once a value could not be filled in byte for byte: render this message afresh. */
  fillable = true;

  text(value: string): string {
    if (!fillable(value)) this.fillable = false;
    return this.slot(TEXT, value);
  }

  preview(value: string): string {
    // Never in the text part; in the HTML only its length matters, which filling takes care of.
    if (LONE_SURROGATE.test(value)) this.fillable = false;
    return this.slot(PREVIEW, value);
  }

  private slot(kind: string, value: string): string {
    this.values.push(value);
    return `${kind}${this.values.length - 1}${END}`;
  }
}

export interface RenderedParts {
  html: string;
  text: string;
}

export class TemplateError extends Error {
  override name = 'TemplateError';
}

/**
 * A template from a mail rendered with placeholders: the preview's padding (rendered for the
 * placeholder's length) is taken out, to be made for each value's length when filled.
 */
export function templateOf(rendered: RenderedParts): RenderedParts {
  const html = rendered.html.replace(new RegExp(`${PREVIEW}(\\d+)${END}(<div>[^<]*</div>)?`, 'g'), (whole, index: string) => {
    const placeholder = `${PREVIEW}${index}${END}`;
    if (whole !== placeholder + previewPadding(placeholder.length))
      throw new TemplateError('The mail preview is not rendered as expected (has @react-email/preview changed?)');
    return placeholder;
  });
  if (rendered.text.includes(PREVIEW)) throw new TemplateError('The mail preview is in the text part');
  return { html, text: rendered.text };
}

/** The mail of a template filled with a message's values. */
export function fillTemplate(template: RenderedParts, values: readonly string[]): RenderedParts {
  const html = template.html.replace(PLACEHOLDER, (_, kind: string, index: string) => {
    const value = values[Number(index)]!;
    if (kind === TEXT) return escapeHtml(value);
    const shown = value.substring(0, PREVIEW_LENGTH);
    return escapeHtml(shown) + previewPadding(shown.length);
  });
  const text = template.text.replace(PLACEHOLDER, (_, _kind: string, index: string) => values[Number(index)]!);
  return { html, text };
}

/**
 * Templates by a key that tells their shapes apart (render-order-mail.ts: the view of the mail with
 * placeholders). At most `maxEntries`, the least recently used dropped first; a template being
 * rendered is shared by the messages that ask for it meanwhile.
 */
export class MailTemplateCache {
  private readonly templates = new Map<string, Promise<RenderedParts>>();
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 200) {}

  get size(): number {
    return this.templates.size;
  }

  async get(key: string, render: () => Promise<RenderedParts>): Promise<RenderedParts> {
    const cached = this.templates.get(key);
    if (cached) {
      this.hits += 1;
      this.templates.delete(key);
      this.templates.set(key, cached);
      return cached;
    }
    this.misses += 1;
    const made = render().then(templateOf);
    this.templates.set(key, made);
    made.catch(() => {
      if (this.templates.get(key) === made) this.templates.delete(key);
    });
    while (this.templates.size > this.maxEntries) this.templates.delete(this.templates.keys().next().value!);
    return made;
  }
}
