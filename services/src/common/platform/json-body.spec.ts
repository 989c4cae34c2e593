import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('allows exactly MAX_JSON_DEPTH levels of arrays or objects, refuses one more', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    for (const make of [arrays, objects]) {
      expect(exceedsJsonDepth(bytes(make(MAX_JSON_DEPTH)))).toBe(false);
      expect(exceedsJsonDepth(bytes(make(MAX_JSON_DEPTH + 1)))).toBe(true);
      expect(exceedsJsonDepth(bytes(make(5000)))).toBe(true);
    }
  });

  it('counts depth, not the number of brackets: many siblings are fine', () => {
    expect(exceedsJsonDepth(bytes(`[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`))).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(bytes(JSON.stringify({ name: '['.repeat(100) })))).toBe(false);
    expect(exceedsJsonDepth(bytes(JSON.stringify({ name: `"\\${'{'.repeat(100)}` })))).toBe(false);
    expect(exceedsJsonDepth(bytes(JSON.stringify({ name: 'রহিম [[[ 👍 {{{' })))).toBe(false);
  });

  it('still sees nesting after a string that ends in an escaped backslash', () => {
    expect(exceedsJsonDepth(bytes(`["\\\\",${arrays(40)}]`))).toBe(true);
  });

  it('leaves malformed JSON to the parser', () => {
    expect(exceedsJsonDepth(bytes(']]]]{"a":'))).toBe(false);
    expect(exceedsJsonDepth(bytes(''))).toBe(false);
  });
});
