/**
 * A stored text as one line: line breaks, tabs, other control characters and the invisible
 * bidirectional controls become one space. The log keeps what was written (a customer's order name
 * from before names had to be one line, say "Ayesha\n\nURGENT: …"); the page must not let it pose
 * as several entries, or reorder what is around it.
 */
export function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\s\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
      .trim()
  );
}
