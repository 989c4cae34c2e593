/**
 * Relevance over the seed catalogue: queries as shoppers type them (English, Bengali script,
 * Banglish; typos; model numbers), each with the products it must find. Prints recall@10 and MRR
 * per group; fails below recall@10 0.9 in a group, or when a model number's product is not first.
 */
import { SEED_PRODUCTS } from '../seed/seed-data';
import { MiniSearchIndex } from './search-index';
import { seedEntries } from './testing/seed-entries';

type Group = 'english' | 'bengali' | 'banglish';
/** [query, names it must find (any order), the one that must be first for a model number] */
type Case = [query: string, expected: string[], first?: string];

const WATCHES = [
  'Xiaomi Redmi Watch 3 Active Smart Watch',
  'Amazfit Bip 5 SmartWatch',
  'Kieslect KS Mini Calling Smart Watch',
  'Haylou Solar Plus RT3 Smart Watch',
  'Samsung Galaxy Watch6 Classic 47mm Smart Watch',
  'Apple Watch Series 9 GPS 45mm SmartWatch',
  'Colmi P28 Plus SmartWatch',
];
const EARBUDS = [
  'QCY T13 TWS Earbuds',
  'Lenovo LP40 Pro TWS Earbuds',
  'Soundpeats Air3 Deluxe HS TWS Earbuds',
  'Realme Buds T300 TWS Earbuds',
  'Haylou GT7 Neo TWS Earbuds',
  'Samsung Galaxy Buds2 Pro TWS Earbuds',
  'Apple AirPods Pro (2nd Gen) TWS Earbuds',
];
const ROUTERS = [
  'TP-Link Archer C6 AC1200 Router',
  'Tenda F3 300Mbps Wireless Router',
  'Xiaomi Mi Router 4A Gigabit Edition',
  'TP-Link Archer AX23 AX1800 Wi-Fi 6 Router',
  'Mercusys MW302R 300Mbps Router',
  'ASUS RT-AX58U AX3000 Wi-Fi 6 Router',
  'Tenda 4G03 Pro 4G LTE Router',
];
const KETTLES = [
  'Walton 1.8L Electric Kettle',
  'Miyako 1.5L Electric Kettle',
  'Vision 1.7L Stainless Steel Electric Kettle',
  'Xiaomi Mi Smart Kettle Pro 1.5L',
  'Philips HD9350 1.7L Electric Kettle',
  'Jamuna 2.0L Glass Electric Kettle',
];
const PHONES = [
  'Xiaomi Redmi Note 13 Smartphone',
  'Samsung Galaxy A15 Smartphone',
  'Walton Primo NH5 Smartphone',
  'Realme C53 (6/128GB) Smartphone',
  'Symphony Z70 (4/64GB) Smartphone',
  'Samsung Galaxy S24 Ultra (12/256GB) Smartphone',
  'Nokia 105 (2023) Feature Phone',
];
const SUITCASES = [
  'American Tourister Ivy 68cm Spinner Suitcase',
  'Samsonite Cosmolite 69cm Spinner Suitcase',
  'Skybags Trooper 55cm Cabin Suitcase',
  'VIP Quad 65cm Hard Shell Suitcase',
  'Safari Pentagon 75cm Trolley Suitcase',
  'Arrow Travel 20 inch Carry-on Suitcase',
];
const CHARGER = 'Anker 20W USB-C Fast Charger Adapter';
const USB_CABLE = 'USB-C to USB-C 60W Braided Charging Cable 1m';
const LAN_CABLE = 'Cat6 Ethernet Patch Cable 3m';
const POWER_BANK = 'Xiaomi 10000mAh 22.5W Power Bank';
const STRAP = '22mm Silicone Watch Strap';
const XIAOMI = [
  'Xiaomi Redmi Watch 3 Active Smart Watch',
  'Xiaomi Mi Router 4A Gigabit Edition',
  'Xiaomi Mi Smart Kettle Pro 1.5L',
  'Xiaomi Redmi Note 13 Smartphone',
  POWER_BANK,
];
const SAMSUNG_PHONES = [
  'Samsung Galaxy A15 Smartphone',
  'Samsung Galaxy S24 Ultra (12/256GB) Smartphone',
];

const CASES: Record<Group, Case[]> = {
  english: [
    ['smart watch', WATCHES],
    ['smartwach', WATCHES.filter((name) => /SmartWatch/.test(name))],
    ['earbuds', EARBUDS],
    ['earbud', EARBUDS],
    ['wireless earphones', EARBUDS],
    ['router', ROUTERS],
    ['wifi router', ROUTERS],
    ['electric kettle', KETTLES],
    ['ketle', KETTLES],
    ['mobile phone', PHONES],
    ['samsung phone', SAMSUNG_PHONES],
    ['luggage', SUITCASES],
    ['suitcse', SUITCASES],
    ['fast charger', [CHARGER]],
    ['usb c cable', [USB_CABLE]],
    ['power bank', [POWER_BANK]],
    ['xiaomi', XIAOMI],
    ['xiomi', XIAOMI],
    ['samsng galaxy', SAMSUNG_PHONES],
    ['watch strap', [STRAP]],
    ['A15', ['Samsung Galaxy A15 Smartphone'], 'Samsung Galaxy A15 Smartphone'],
    ['archer c6', ['TP-Link Archer C6 AC1200 Router'], 'TP-Link Archer C6 AC1200 Router'],
    ['C53', ['Realme C53 (6/128GB) Smartphone'], 'Realme C53 (6/128GB) Smartphone'],
    ['hd9350', ['Philips HD9350 1.7L Electric Kettle'], 'Philips HD9350 1.7L Electric Kettle'],
    ['redmi note 13', ['Xiaomi Redmi Note 13 Smartphone'], 'Xiaomi Redmi Note 13 Smartphone'],
    ['rt-ax58u', ['ASUS RT-AX58U AX3000 Wi-Fi 6 Router'], 'ASUS RT-AX58U AX3000 Wi-Fi 6 Router'],
    [
      's24 ultra',
      ['Samsung Galaxy S24 Ultra (12/256GB) Smartphone'],
      'Samsung Galaxy S24 Ultra (12/256GB) Smartphone',
    ],
    ['airpods', ['Apple AirPods Pro (2nd Gen) TWS Earbuds']],
    ['apple wat', ['Apple Watch Series 9 GPS 45mm SmartWatch']],
    ['samsung buds', ['Samsung Galaxy Buds2 Pro TWS Earbuds']],
    ['smart watch price in bd', WATCHES],
    [
      'tplink router',
      ['TP-Link Archer C6 AC1200 Router', 'TP-Link Archer AX23 AX1800 Wi-Fi 6 Router'],
    ],
    ['airpods pro 2', ['Apple AirPods Pro (2nd Gen) TWS Earbuds']],
    ['baterry', ['18650 Li-ion Rechargeable Battery 3000mAh']],
    ['gps watch', ['Apple Watch Series 9 GPS 45mm SmartWatch']],
  ],
  bengali: [
    ['ঘড়ি', WATCHES],
    ['স্মার্ট ঘড়ি', WATCHES],
    ['স্মার্টওয়াচ', WATCHES],
    ['স্মার্ট ওয়াচ', WATCHES],
    ['কেটলি', KETTLES],
    ['ইলেকট্রিক কেটলি', KETTLES],
    ['ইয়ারবাড', EARBUDS],
    ['এয়ারবাডস', EARBUDS],
    ['ইয়ারফোন', EARBUDS],
    ['রাউটার', ROUTERS],
    ['ওয়াইফাই রাউটার', ROUTERS],
    ['মোবাইল', PHONES],
    ['ফোন', PHONES],
    ['স্মার্টফোন', PHONES.filter((name) => name.includes('Smartphone'))],
    ['স্যুটকেস', SUITCASES],
    ['লাগেজ', SUITCASES],
    ['চার্জার', [CHARGER]],
    ['পাওয়ার ব্যাংক', [POWER_BANK]],
    ['ক্যাবল', [USB_CABLE, LAN_CABLE]],
    ['শাওমি', XIAOMI],
    ['স্যামসাং ফোন', SAMSUNG_PHONES],
    ['ওয়ালটন কেটলি', ['Walton 1.8L Electric Kettle']],
    ['ঘড়ির বেল্ট', [STRAP]],
    ['হেডফোন', EARBUDS],
    ['কলিং ঘড়ি', ['Kieslect KS Mini Calling Smart Watch']],
    ['ট্রলি ব্যাগ', SUITCASES],
    ['ঘড়ির দাম', WATCHES],
    ['স্যামসাং A১৫', ['Samsung Galaxy A15 Smartphone'], 'Samsung Galaxy A15 Smartphone'],
    ['রেডমি নোট ১৩', ['Xiaomi Redmi Note 13 Smartphone'], 'Xiaomi Redmi Note 13 Smartphone'],
  ],
  banglish: [
    ['ghori', WATCHES],
    ['smart ghori', WATCHES],
    ['ghoree', WATCHES],
    ['ketli', KETTLES],
    ['electric ketli', KETTLES],
    ['mobail', PHONES],
    ['mobile fon', PHONES],
    ['smartfon', PHONES.filter((name) => name.includes('Smartphone'))],
    ['rauter', ROUTERS],
    ['wifi rauter', ROUTERS],
    ['earbad', EARBUDS],
    ['airbuds', EARBUDS],
    ['sutkes', SUITCASES],
    ['lagej', SUITCASES],
    ['charjar', [CHARGER]],
    ['pawar bank', [POWER_BANK]],
    ['kabol', [USB_CABLE, LAN_CABLE]],
    ['shaomi', XIAOMI],
    ['samsung mobail', SAMSUNG_PHONES],
    ['walton ketli', ['Walton 1.8L Electric Kettle']],
    ['ghorir belt', [STRAP]],
    ['ghori er dam', WATCHES],
    ['smartwatch er dam koto', WATCHES],
    ['walton fon', ['Walton Primo NH5 Smartphone']],
    ['calling ghori', ['Kieslect KS Mini Calling Smart Watch']],
    [
      'shaomi redmi note 13',
      ['Xiaomi Redmi Note 13 Smartphone'],
      'Xiaomi Redmi Note 13 Smartphone',
    ],
    ['tenda f3 rauter', ['Tenda F3 300Mbps Wireless Router'], 'Tenda F3 300Mbps Wireless Router'],
  ],
};

const entries = seedEntries(SEED_PRODUCTS);
const nameOf = new Map(entries.map((entry) => [entry.id, entry.name]));
const index = new MiniSearchIndex();

beforeAll(async () => {
  await index.replaceAll(entries);
});

interface Figures {
  recall: number;
  mrr: number;
  failures: string[];
}

function measure(cases: Case[]): Figures {
  let recall = 0;
  let mrr = 0;
  const failures: string[] = [];
  for (const [query, expected, first] of cases) {
    const ranked = index.searchNow(query).map((hit) => nameOf.get(hit.id)!);
    const top = ranked.slice(0, 10);
    // A query with more right answers than 10 places counts as whole when the top 10 are all right.
    const found = expected.filter((name) => top.includes(name)).length;
    const caseRecall = found / Math.min(expected.length, 10);
    recall += caseRecall;
    const rank = ranked.findIndex((name) => expected.includes(name));
    mrr += rank < 0 ? 0 : 1 / (rank + 1);
    if (caseRecall < 1)
      failures.push(`${query}: missing ${expected.filter((n) => !top.includes(n)).join('; ')}`);
    if (first && ranked[0] !== first)
      failures.push(`${query}: first is ${ranked[0] ?? 'nothing'}, not ${first}`);
  }
  return { recall: recall / cases.length, mrr: mrr / cases.length, failures };
}

describe('search relevance over the seed catalogue', () => {
  it('has at least 20 honest queries per group and 60 in all', () => {
    for (const cases of Object.values(CASES)) expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(Object.values(CASES).flat().length).toBeGreaterThanOrEqual(60);
    for (const [, expected] of Object.values(CASES).flat())
      for (const name of expected) expect([...nameOf.values()]).toContain(name);
  });

  it('finds what each group of shoppers asks for: recall@10 ≥ 0.9, model numbers first', () => {
    const figures = Object.fromEntries(
      (Object.keys(CASES) as Group[]).map((group) => [group, measure(CASES[group])]),
    ) as Record<Group, Figures>;
    const overall = measure(Object.values(CASES).flat());
    const line = (label: string, { recall, mrr }: Figures, queries: number) =>
      `${label.padEnd(9)} ${String(queries).padStart(3)} queries  recall@10 ${recall.toFixed(3)}  MRR ${mrr.toFixed(3)}`;
    console.log(
      [
        'Search relevance (seed catalogue)',
        ...(Object.keys(figures) as Group[]).map((group) =>
          line(group, figures[group], CASES[group].length),
        ),
        line('overall', overall, Object.values(CASES).flat().length),
        ...overall.failures.map((failure) => `  · ${failure}`),
      ].join('\n'),
    );
    for (const group of Object.keys(figures) as Group[])
      expect({ group, recall: figures[group].recall >= 0.9 }).toEqual({ group, recall: true });
    const modelFailures = overall.failures.filter((failure) => failure.includes(': first is'));
    expect(modelFailures).toEqual([]);
  });
});
