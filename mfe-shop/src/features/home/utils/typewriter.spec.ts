import { graphemes, typedCount, TYPING_MS } from './typewriter';

describe('typedCount', () => {
  it('types the whole text in 3000 ms', () => {
    expect(TYPING_MS).toBe(3000);
    expect(typedCount(0, 30)).toBe(0);
    expect(typedCount(100, 30)).toBe(1);
    expect(typedCount(1500, 30)).toBe(15);
    expect(typedCount(2999, 30)).toBe(29);
    expect(typedCount(3000, 30)).toBe(30);
  });

  it('holds the whole text, then starts over', () => {
    expect(typedCount(4999, 30)).toBe(30);
    expect(typedCount(5000, 30)).toBe(0);
    expect(typedCount(6500, 30)).toBe(15);
    expect(typedCount(500, 30, 1000, 0)).toBe(15);
  });

  it('shows nothing of an empty text', () => {
    expect(typedCount(1000, 0)).toBe(0);
  });
});

describe('graphemes', () => {
  it('keeps a Bengali letter and its vowel sign together', () => {
    // "কি" is KA + VOWEL SIGN I: two code points, one character on screen.
    expect(graphemes('কি')).toEqual(['কি']);
    expect(graphemes('পণ্য').join('')).toBe('পণ্য');
    expect(graphemes('abc')).toEqual(['a', 'b', 'c']);
  });
});
