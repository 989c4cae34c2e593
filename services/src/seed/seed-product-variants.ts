/**
 * The seeded products that come in more than one variant (keyed by slug), with the colours and
 * storage sizes Bangladeshi shops sell them in. Every other seeded product has exactly one variant.
 *
 * Each product's lowest variant price is its row's `price` and its variants' stock adds up to its
 * row's `quantity`, so the spec's one price and one quantity read as before. Some combinations are
 * sold out (the Galaxy A15 in yellow) and one is not made at all (no 8/256 GB Redmi Note 13 in mint
 * green): the product page shows both kinds of unavailable, each with its reason.
 *
 * A variant of another RAM / storage carries those spec values (`specs`), which replace the
 * product's rows on its page; a product sold in colours gets one picture per colour (seed-data.ts
 * points each variant at its colour's, generate-images.ts draws them in the swatch).
 */
import type { OptionValue, ProductOption, ProductSpec, ProductVariant } from '@shop/contracts';

type SeedVariant = Omit<ProductVariant, 'archived'>;

export interface SeedProductVariants {
  options: ProductOption[];
  variants: SeedVariant[];
}

const colour = (values: OptionValue[]): ProductOption => ({
  key: 'colour',
  name: { en: 'Colour', bn: 'রং' },
  kind: 'colour',
  values,
});

const storage = (values: OptionValue[]): ProductOption => ({
  key: 'storage',
  name: { en: 'RAM / storage', bn: 'র‍্যাম / স্টোরেজ' },
  kind: 'choice',
  values,
});

const BLACK: OptionValue = { key: 'black', label: { en: 'Black', bn: 'কালো' }, swatch: '#1b1b1f' };
const WHITE: OptionValue = { key: 'white', label: { en: 'White', bn: 'সাদা' }, swatch: '#f4f4f2' };

/** One variant per [sku, values, price, stock]. */
const variants = (rows: [string, string[], number, number][]): SeedVariant[] =>
  rows.map(([sku, values, price, quantity]) => ({ sku, values, price, quantity }));

/** The spec values of each RAM / storage value (option at `at`) put on the variants sold in it. */
const withMemory = (
  rows: SeedVariant[],
  at: number,
  memory: Record<string, { ram: number; storage: number }>,
): SeedVariant[] =>
  rows.map((row) => {
    const { ram, storage } = memory[row.values[at]];
    const specs: ProductSpec[] = [
      { key: 'ram', value: ram },
      { key: 'storage', value: storage },
    ];
    return { ...row, specs };
  });

export const PRODUCT_VARIANTS: Record<string, SeedProductVariants> = {
  'xiaomi-redmi-note-13': {
    options: [
      storage([
        { key: '8-128', label: { en: '8/128 GB', bn: '৮/১২৮ জিবি' } },
        { key: '8-256', label: { en: '8/256 GB', bn: '৮/২৫৬ জিবি' } },
      ]),
      colour([
        {
          key: 'midnight-black',
          label: { en: 'Midnight Black', bn: 'মিডনাইট ব্ল্যাক' },
          swatch: '#1c1c22',
        },
        { key: 'ice-blue', label: { en: 'Ice Blue', bn: 'আইস ব্লু' }, swatch: '#a9c9e8' },
        { key: 'mint-green', label: { en: 'Mint Green', bn: 'মিন্ট গ্রিন' }, swatch: '#a6dcc3' },
      ]),
    ],
    variants: withMemory(
      variants([
        ['RN13-8-128-BLACK', ['8-128', 'midnight-black'], 23999, 5],
        ['RN13-8-128-BLUE', ['8-128', 'ice-blue'], 23999, 4],
        ['RN13-8-128-GREEN', ['8-128', 'mint-green'], 23999, 3],
        ['RN13-8-256-BLACK', ['8-256', 'midnight-black'], 26999, 4],
        ['RN13-8-256-BLUE', ['8-256', 'ice-blue'], 26999, 4],
        // No 8/256 GB in mint green: not made for Bangladesh.
      ]),
      0,
      { '8-128': { ram: 8, storage: 128 }, '8-256': { ram: 8, storage: 256 } },
    ),
  },
  'samsung-galaxy-a15': {
    options: [
      storage([
        { key: '6-128', label: { en: '6/128 GB', bn: '৬/১২৮ জিবি' } },
        { key: '8-256', label: { en: '8/256 GB', bn: '৮/২৫৬ জিবি' } },
      ]),
      colour([
        { key: 'blue-black', label: { en: 'Blue Black', bn: 'ব্লু ব্ল্যাক' }, swatch: '#1d2433' },
        { key: 'light-blue', label: { en: 'Light Blue', bn: 'লাইট ব্লু' }, swatch: '#b8d2ee' },
        { key: 'yellow', label: { en: 'Yellow', bn: 'হলুদ' }, swatch: '#f1e08f' },
      ]),
    ],
    variants: withMemory(
      variants([
        ['A15-6-128-BLUEBLACK', ['6-128', 'blue-black'], 20999, 8],
        ['A15-6-128-LIGHTBLUE', ['6-128', 'light-blue'], 20999, 6],
        ['A15-6-128-YELLOW', ['6-128', 'yellow'], 20999, 0],
        ['A15-8-256-BLUEBLACK', ['8-256', 'blue-black'], 23999, 6],
        ['A15-8-256-LIGHTBLUE', ['8-256', 'light-blue'], 23999, 5],
        ['A15-8-256-YELLOW', ['8-256', 'yellow'], 24499, 0],
      ]),
      0,
      { '6-128': { ram: 6, storage: 128 }, '8-256': { ram: 8, storage: 256 } },
    ),
  },
  'qcy-t13-tws-earbuds': {
    options: [colour([BLACK, WHITE])],
    variants: variants([
      ['QCY-T13-BLACK', ['black'], 1450, 70],
      ['QCY-T13-WHITE', ['white'], 1450, 50],
    ]),
  },
  'haylou-gt7-neo': {
    options: [colour([BLACK, WHITE])],
    variants: variants([
      ['HAYLOU-GT7NEO-BLACK', ['black'], 1690, 25],
      ['HAYLOU-GT7NEO-WHITE', ['white'], 1690, 20],
    ]),
  },
  'xiaomi-redmi-watch-3-active': {
    options: [
      colour([BLACK, { key: 'grey', label: { en: 'Grey', bn: 'ধূসর' }, swatch: '#8a8d91' }]),
    ],
    variants: variants([
      ['RW3A-BLACK', ['black'], 4299, 20],
      ['RW3A-GREY', ['grey'], 4299, 15],
    ]),
  },
  'amazfit-bip-5': {
    options: [
      colour([
        { key: 'soft-black', label: { en: 'Soft Black', bn: 'সফট ব্ল্যাক' }, swatch: '#26262b' },
        { key: 'cream-white', label: { en: 'Cream White', bn: 'ক্রিম হোয়াইট' }, swatch: '#efe8da' },
        { key: 'pastel-pink', label: { en: 'Pastel Pink', bn: 'প্যাস্টেল পিংক' }, swatch: '#eec3cc' },
      ]),
    ],
    variants: variants([
      ['BIP5-SOFTBLACK', ['soft-black'], 8999, 8],
      ['BIP5-CREAMWHITE', ['cream-white'], 8999, 6],
      ['BIP5-PASTELPINK', ['pastel-pink'], 9299, 4],
    ]),
  },
  'american-tourister-ivy-68cm': {
    options: [
      colour([
        BLACK,
        { key: 'navy', label: { en: 'Navy', bn: 'নেভি' }, swatch: '#1f2a4d' },
        { key: 'teal', label: { en: 'Teal', bn: 'টিল' }, swatch: '#1f7a7a' },
      ]),
    ],
    variants: variants([
      ['AT-IVY68-BLACK', ['black'], 14500, 4],
      ['AT-IVY68-NAVY', ['navy'], 14500, 3],
      ['AT-IVY68-TEAL', ['teal'], 14500, 3],
    ]),
  },
  'silicone-watch-strap-22mm': {
    options: [
      colour([
        BLACK,
        { key: 'navy', label: { en: 'Navy', bn: 'নেভি' }, swatch: '#1f2a4d' },
        { key: 'olive', label: { en: 'Olive', bn: 'জলপাই' }, swatch: '#6b6b3a' },
        { key: 'orange', label: { en: 'Orange', bn: 'কমলা' }, swatch: '#e8742a' },
      ]),
    ],
    variants: variants([
      ['STRAP22-BLACK', ['black'], 250, 50],
      ['STRAP22-NAVY', ['navy'], 250, 40],
      ['STRAP22-OLIVE', ['olive'], 250, 30],
      ['STRAP22-ORANGE', ['orange'], 250, 20],
    ]),
  },
};
