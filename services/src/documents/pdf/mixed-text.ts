import { FONT_NAMES } from './fonts';

/**
 * Text that mixes Bengali and Latin (a Bengali invoice with an English product name, an address with
 * a road number) drawn with pdfkit, which shapes each run with fontkit's Indic shaper (conjuncts,
 * reordered vowel signs) but draws one font at a time: the text is cut into runs by script and each
 * run goes to the font subset that has its glyphs. Spaces stay with the run they are in.
 */

/** Bengali block, the dandas, ZWNJ/ZWJ (they steer conjuncts) and the dotted circle. */
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u25CC]|\u200C|\u200D/;

export interface Run {
  text: string;
  bengali: boolean;
}

export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const bengali = char === ' ' && runs.length > 0 ? runs[runs.length - 1].bengali : BENGALI.test(char);
    const last = runs[runs.length - 1];
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ text: char, bengali });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

function fontOf(run: Run, style: TextStyle): string {
  if (run.bengali) return style.bold ? FONT_NAMES.bengaliBold : FONT_NAMES.bengali;
  return style.bold ? FONT_NAMES.latinBold : FONT_NAMES.latin;
}

/** The width of `text` in points. */
export function measure(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return scriptRuns(text).reduce(
    (width, run) => width + doc.font(fontOf(run, style)).fontSize(style.size).widthOfString(run.text),
    0,
  );
}

/** `text` broken into lines at most `width` wide (at spaces; a longer word is cut). */
export function wrap(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(doc, line, style) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(doc, line.slice(0, cut), style) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

export interface DrawOptions extends TextStyle {
  /** Box width for `align`; wrapping is the caller's (see `block`). */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** Draws one line of mixed text with its top at `y`. */
export function drawLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: DrawOptions): void {
  const total = measure(doc, text, options);
  let left = x;
  if (options.width !== undefined && options.align === 'right') left = x + options.width - total;
  if (options.width !== undefined && options.align === 'center') left = x + (options.width - total) / 2;
  doc.fillColor(options.color ?? '#111111');
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run, options)).fontSize(options.size);
    doc.text(run.text, left, y, { lineBreak: false });
    left += doc.widthOfString(run.text);
  }
}

/** The height of one line at `size` (the fonts' line gap included). */
export function lineHeight(size: number): number {
  return size * 1.45;
}

/** Draws `text` wrapped to `width` from `y`; answers the y below it. */
export function block(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: DrawOptions & { width: number },
): number {
  let top = y;
  for (const line of wrap(doc, text, options.width, options)) {
    drawLine(doc, line, x, top, options);
    top += lineHeight(options.size);
  }
  return top;
}
