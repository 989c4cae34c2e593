/**
 * How search reads text: normalising (case, Unicode forms, Bengali digits), splitting into words,
 * telling model numbers from words, and the phonetic key under which English, Banglish (Bengali in
 * Latin letters) and Bengali script spellings of one word meet. Pure functions: the index and the
 * queries go through the same ones.
 */

/** Longest query read (characters): a search box, not a document. */
export const MAX_QUERY_CHARS = 100;
/** At most this many words of a query are searched. */
export const MAX_QUERY_WORDS = 8;

const BENGALI_DIGITS = /[০-৯]/g;
/** Zero-width joiners and marks that Bengali keyboards insert and readers never see. */
const INVISIBLES = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
/** Everything that separates words: not a letter, a combining mark, a digit, a hyphen or a dot. */
const SEPARATORS = /[^\p{L}\p{M}\p{N}.-]+/u;
const BENGALI = /[\u0980-\u09ff]/;
const DIGIT = /\d/;

/** Lower case, one Unicode form (Bengali ড়/য় decomposed as NFKC leaves them), ASCII digits. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLES, '')
    .replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .toLowerCase();
}

export function isBengali(word: string): boolean {
  return BENGALI.test(word);
}

/** A word holding a digit ("a15", "4060", "wh-1000xm4", "1.8l"): matched exactly, never fuzzily. */
export function isModelNumber(word: string): boolean {
  return DIGIT.test(word);
}

/**
 * The words of a text, normalised: "TP-Link Archer C6" → ["tp-link", "archer", "c6"]. Dots and
 * hyphens stay inside a word ("1.8l", "wh-1000xm4") and are dropped at its ends.
 */
export function words(text: string): string[] {
  return normalise(text)
    .split(SEPARATORS)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word.length > 0 && /[\p{L}\p{N}]/u.test(word));
}

/**
 * The forms a word is indexed under: itself without its hyphens and dots ("tplink", "wh1000xm4",
 * "1.8l" keeps its dot: a decimal), and, for a joined word, each part ("tp", "link";
 * "wh", "1000xm4"); and the words of 3+ letters stuck to a number ("buds" of "buds2", "watch" of
 * "watch6", "mah" of "10000mah"). A query word is looked up by its first form only, so "tp-link",
 * "tplink" and "tp link" all find TP-Link.
 */
export function forms(word: string): string[] {
  const joined = word.replace(/-/g, '').replace(/\.(?!\d)|(?<!\d)\./g, '');
  const parts = word.split(/[-]|(?<!\d)\.|\.(?!\d)/).filter((part) => part.length > 0);
  const all = parts.length > 1 ? [joined, ...parts] : [joined];
  if (isModelNumber(joined)) {
    for (const letters of joined.match(/\p{L}{3,}/gu) ?? [])
      if (!all.includes(letters)) all.push(letters);
  }
  return all;
}

/** The query's word, as looked up: its joined form. */
export function queryForm(word: string): string {
  return forms(word)[0];
}

/**
 * The words of a query, capped (length and count) before anything else reads them, so that no
 * input costs more than a short search.
 */
export function queryWords(query: string): string[] {
  const seen = new Set<string>();
  for (const word of words(query.slice(0, MAX_QUERY_CHARS))) {
    const form = queryForm(word);
    if (form) seen.add(form);
    if (seen.size >= MAX_QUERY_WORDS) break;
  }
  const all = [...seen];
  const meant = all.filter((word) => !FILLER_WORDS.has(word));
  return meant.length > 0 ? meant : all;
}

/**
 * Words shoppers add around what they look for ("ghori er dam": the watch's price; "best smart
 * watch price in bd"): left out of a query that has other words, as no product is named by them.
 */
const FILLER_WORDS = new Set([
  'price',
  'prices',
  'dam',
  'daam',
  'koto',
  'er',
  'best',
  'bd',
  'in',
  'bangladesh',
  'for',
  'the',
  'of',
  'buy',
  'online',
  'kinte',
  'chai',
  'দাম',
  'কত',
  'এর',
  'সেরা',
  'কিনতে',
  'চাই',
]);

// ------------------------------------------------------------------------------------------------
// Bengali script → Latin letters, written for the phonetic key below (not for people to read): the
// inherent vowel is left out (the key drops inner vowels anyway), ড়/ঢ় are "r" as Banglish writers
// spell them ("ghori" for ঘড়ি), য-ফলা is a vowel ("byatari" for ব্যাটারি).

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  ৎ: 't',
  'ং': 'ng',
  ড়: 'r',
  ঢ়: 'r',
  য়: 'y',
  ৰ: 'r',
  ৱ: 'w',
};
const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
const NUKTA = '\u09bc';
const HASANTA = '\u09cd';
const NUKTA_FORMS: Record<string, string> = { ড: 'ড়', ঢ: 'ঢ়', য: 'য়' };

/** Bengali script to Latin letters ("কেটলি" → "ketli", "ঘড়ি" → "ghri"); other characters kept. */
export function romaniseBengali(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    let char = chars[i];
    if (chars[i + 1] === NUKTA && NUKTA_FORMS[char]) {
      char = NUKTA_FORMS[char];
      i++;
    }
    if (char === NUKTA || char === HASANTA || char === 'ঃ' || char === 'ঁ') continue;
    // য after a hasanta is য-ফলা: it changes the vowel, it is no "j".
    if (char === 'য' && chars[i - 1] === HASANTA) {
      out += 'y';
      continue;
    }
    out += CONSONANTS[char] ?? VOWELS[char] ?? char;
  }
  return out;
}

/**
 * Latin spellings of English words as they sound: "watch" and "wach", "cable" and "kabel",
 * "xiaomi" and "shaomi". Only for text typed in Latin letters (romanised Bengali never needs it).
 */
function foldEnglish(word: string): string {
  return word
    .replace(/^x/, 's')
    .replace(/x/g, 'ks')
    .replace(/tch/g, 'ch')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/v/g, 'b');
}

/**
 * The phonetic key of a word: where "ghori", "ঘড়ি"; "ketli", "kettle", "কেটলি"; "earbuds",
 * "ইয়ারবাডস"; "charger", "charjar", "চার্জার" meet. Aspirates fold to their plain consonant (ঘ/গ,
 * চ/ছ, ট/ঠ/ত/থ), j/z/g to one letter (জ, and the English soft g of "charger", "luggage"), a leading
 * vowel to "a", inner vowels (and w, y) go, doubled letters are one, a plural s goes. Empty for a
 * word with digits (model numbers are matched as written) or shorter than 2 letters once keyed.
 */
export function phoneticKey(word: string): string {
  if (isModelNumber(word)) return '';
  const latin = isBengali(word) ? romaniseBengali(word) : foldEnglish(word);
  let key = latin
    .replace(/[^a-z]/g, '')
    .replace(/chh|ch/g, 'c')
    .replace(/sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/([kgjtdbr])h/g, '$1')
    .replace(/[jz]/g, 'g')
    .replace(/ng/g, 'n');
  if (key.length === 0) return '';
  const first = /[aeiouyw]/.test(key[0]) ? 'a' : key[0];
  key = first + key.slice(1).replace(/[aeiouyw]/g, '');
  key = key.replace(/(.)\1+/g, '$1');
  if (key.length >= 4 && key.endsWith('s')) key = key.slice(0, -1);
  return key.length >= 2 ? key : '';
}
