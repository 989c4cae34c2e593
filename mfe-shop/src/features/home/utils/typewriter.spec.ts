import { HERO_TYPED_TEXT } from '../components/hero';
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

  it('keeps a conjunct (virama, with or without ZWJ/ZWNJ) in one piece', () => {
    expect(graphemes('ক্ষ')).toEqual(['ক্ষ']);
    expect(graphemes('ক্\u200Dষা')).toEqual(['ক্\u200Dষা']);
    expect(graphemes('র্য')).toEqual(['র্য']);
  });

  it('loses nothing: marks with no letter before them, emoji, an empty text', () => {
    expect(graphemes('িকি')).toEqual(['ি', 'কি']);
    expect(graphemes('ok 👍').join('')).toBe('ok 👍');
    expect(graphemes('')).toEqual([]);
  });

  it.each([
    HERO_TYPED_TEXT,
    'Original gadgets, at your door in 72 hours',
    'স্মার্ট ওয়াচ, ইয়ারবাড ও রাউটার — ক্যাশ অন ডেলিভারি, ৳১,২৫০',
    'বাংলাদেশ জুড়ে হোম ডেলিভারি: ঢাকা, চট্টগ্রাম, সিলেট, রাজশাহী, খুলনা',
    'উৎসব অফার! কেনাকাটায় ১০% ছাড়, শ্রেষ্ঠ দামে ট্র্যাকার',
  ])('cuts %s where Intl.Segmenter does', (text) => {
    const segmenter = new Intl.Segmenter('bn', { granularity: 'grapheme' });
    expect(graphemes(text)).toEqual(Array.from(segmenter.segment(text), (s) => s.segment));
  });
});
