/**
 * Seed data: the catalogue, reviews and accounts a fresh database starts with. Inserted idempotently
 * at start-up (SeedService) and used by tests as fixtures. Ids are fixed so that links (the storefront
 * ids in @shop/contracts) and fixtures stay valid across databases.
 *
 * Prices are whole taka and cover every list-price markup tier of spec §9; exactly one product is
 * sold out. Images are local SVGs under services/static (regenerate with `npm run generate:images`).
 * Brand, Bengali texts, warranty, spec sheet and the other photos' views of each product are in
 * seed-product-details.ts, merged in below.
 */
import type {
  PartCategory,
  ProductOption,
  ProductPhoto,
  ProductSpec,
  ProductVariant,
  Warranty,
} from '@shop/contracts';
import { FRONT_VIEW, PHOTO_VIEWS, PRODUCT_DETAILS } from './seed-product-details';
import { PRODUCT_VARIANTS } from './seed-product-variants';

export interface SeedProduct {
  _id: string;
  /** File name of the product's image, and a stable human-readable key for tests. */
  slug: string;
  name: string;
  category: PartCategory;
  img: string;
  price: number;
  quantity: number;
  description: string;
  featured: boolean;
  /** What a buyer decides by (seed-product-details.ts). */
  brand: string;
  nameBn: string;
  descriptionBn: string;
  warranty: Warranty;
  /** Filled fields of the category's default spec template, in the template's order. */
  specs: ProductSpec[];
  /**
   * The main picture (`img`) first, then the other views (`<slug>-<view>.svg`), then one picture
   * per colour of a product sold in colours (`<slug>-<colour>.svg`), which its variants name.
   */
  photos: ProductPhoto[];
  /** What it comes in, for a product sold in several variants (seed-product-variants.ts). */
  options?: ProductOption[];
  variants?: ProductVariant[];
}

export interface SeedReviewRow {
  _id: string;
  slug: string;
  name: string;
  retting: number;
  review: string;
  img: string;
  /** The reviewed product (a seeded product's id): the review is shown on its page too. */
  partId?: string;
}

export const PRODUCT_IMAGE_DIR = '/static/products';
export const AVATAR_IMAGE_DIR = '/static/avatars';

/** The picture of a product in one of its colours (`<slug>-<colour key>.svg`, drawn in its swatch). */
export function colourPicture(slug: string, colourKey: string): string {
  return `${PRODUCT_IMAGE_DIR}/${slug}-${colourKey}.svg`;
}

/** A product's colour option and where it is among its options (undefined: not sold in colours). */
export function colourOptionOf(
  options: readonly ProductOption[],
): { option: ProductOption; at: number } | undefined {
  const at = options.findIndex((option) => option.kind === 'colour');
  return at < 0 ? undefined : { option: options[at], at };
}

type Row = Omit<
  SeedProduct,
  'img' | 'featured' | 'brand' | 'nameBn' | 'descriptionBn' | 'warranty' | 'specs' | 'photos'
> & { featured?: boolean };

const PRODUCT_ROWS: Row[] = [
  // Smart watches
  {
    _id: '665f1e000000000000000001',
    slug: 'xiaomi-redmi-watch-3-active',
    category: 'smart-watch',
    name: 'Xiaomi Redmi Watch 3 Active Smart Watch',
    price: 4299,
    quantity: 35,
    featured: true,
    description:
      'A 1.83-inch LCD smart watch with Bluetooth calling, SpO2 and heart-rate tracking. Up to 12 days of battery life and 5 ATM water resistance.',
  },
  {
    _id: '665f1e000000000000000002',
    slug: 'amazfit-bip-5',
    category: 'smart-watch',
    name: 'Amazfit Bip 5 SmartWatch',
    price: 8999,
    quantity: 18,
    featured: true,
    description:
      'Large 1.91-inch display, built-in GPS and Alexa. Tracks more than 120 sports and lasts up to 10 days on a charge.',
  },
  {
    _id: '665f1e000000000000000003',
    slug: 'kieslect-ks-mini',
    category: 'smart-watch',
    name: 'Kieslect KS Mini Calling Smart Watch',
    price: 2799,
    quantity: 40,
    description:
      'A compact AMOLED calling smart watch with a metal frame. Answer calls from the wrist and get notifications from every app.',
  },
  {
    _id: '665f1e000000000000000004',
    slug: 'haylou-solar-plus-rt3',
    category: 'smart-watch',
    name: 'Haylou Solar Plus RT3 Smart Watch',
    price: 3650,
    quantity: 22,
    description:
      'Round 1.43-inch AMOLED smart watch with Bluetooth calling and 105 sport modes. IP68 water resistant.',
  },
  {
    _id: '665f1e000000000000000005',
    slug: 'samsung-galaxy-watch6-classic',
    category: 'smart-watch',
    name: 'Samsung Galaxy Watch6 Classic 47mm Smart Watch',
    price: 38500,
    quantity: 6,
    description:
      'The rotating-bezel classic with a sapphire crystal display. Body composition, sleep coaching and Wear OS apps.',
  },
  {
    _id: '665f1e000000000000000006',
    slug: 'apple-watch-series-9',
    category: 'smart-watch',
    name: 'Apple Watch Series 9 GPS 45mm SmartWatch',
    price: 56000,
    quantity: 0,
    description:
      'Apple S9 chip, double-tap gesture and a 2000-nit display. Official warranty; currently sold out.',
  },
  {
    _id: '665f1e000000000000000007',
    slug: 'colmi-p28-plus',
    category: 'smart-watch',
    name: 'Colmi P28 Plus SmartWatch',
    price: 1850,
    quantity: 60,
    description:
      'An affordable 1.69-inch smartwatch with Bluetooth calling, heart-rate monitor and IP67 water resistance.',
  },
  // TWS earbuds
  {
    _id: '665f1e000000000000000008',
    slug: 'qcy-t13-tws-earbuds',
    category: 'tws',
    name: 'QCY T13 TWS Earbuds',
    price: 1450,
    quantity: 120,
    featured: true,
    description:
      'Budget TWS earbuds with 10 mm drivers, four microphones for clear calls and up to 40 hours of playback with the case.',
  },
  {
    _id: '665f1e000000000000000009',
    slug: 'lenovo-lp40-pro-tws-earbuds',
    category: 'tws',
    name: 'Lenovo LP40 Pro TWS Earbuds',
    price: 890,
    quantity: 150,
    description:
      'Lightweight TWS earbuds with Bluetooth 5.1, touch controls and low-latency game mode.',
  },
  {
    _id: '665f1e000000000000000010',
    slug: 'soundpeats-air3-deluxe-hs',
    category: 'tws',
    name: 'Soundpeats Air3 Deluxe HS TWS Earbuds',
    price: 2950,
    quantity: 25,
    description:
      'Half in-ear TWS earbuds with LDAC Hi-Res audio and a 14.2 mm driver. Comfortable for all-day wear.',
  },
  {
    _id: '665f1e000000000000000011',
    slug: 'realme-buds-t300',
    category: 'tws',
    name: 'Realme Buds T300 TWS Earbuds',
    price: 3499,
    quantity: 30,
    description:
      '30 dB active noise cancellation, 360-degree spatial audio and 40 hours of total playback.',
  },
  {
    _id: '665f1e000000000000000012',
    slug: 'haylou-gt7-neo',
    category: 'tws',
    name: 'Haylou GT7 Neo TWS Earbuds',
    price: 1690,
    quantity: 45,
    description:
      'Compact TWS earbuds with Bluetooth 5.2, AAC support and an IPX4 splash-proof design.',
  },
  {
    _id: '665f1e000000000000000013',
    slug: 'samsung-galaxy-buds2-pro',
    category: 'tws',
    name: 'Samsung Galaxy Buds2 Pro TWS Earbuds',
    price: 17500,
    quantity: 8,
    description:
      '24-bit Hi-Fi sound with intelligent active noise cancellation. Seamless switching between Galaxy devices.',
  },
  {
    _id: '665f1e000000000000000014',
    slug: 'apple-airpods-pro-2',
    category: 'tws',
    name: 'Apple AirPods Pro (2nd Gen) TWS Earbuds',
    price: 29900,
    quantity: 5,
    description:
      'Up to twice the active noise cancellation of the first generation, adaptive transparency and a USB-C MagSafe case.',
  },
  // Routers
  {
    _id: '665f1e000000000000000015',
    slug: 'tp-link-archer-c6',
    category: 'router',
    name: 'TP-Link Archer C6 AC1200 Router',
    price: 3100,
    quantity: 50,
    featured: true,
    description:
      'Dual-band AC1200 Wi-Fi router with four antennas, MU-MIMO and gigabit ports. Ideal for a home broadband line.',
  },
  {
    _id: '665f1e000000000000000016',
    slug: 'tenda-f3-router',
    category: 'router',
    name: 'Tenda F3 300Mbps Wireless Router',
    price: 1250,
    quantity: 80,
    description:
      'A simple 300 Mbps router with three 5 dBi antennas. Set up in minutes from the Tenda app.',
  },
  {
    _id: '665f1e000000000000000017',
    slug: 'xiaomi-mi-router-4a-gigabit',
    category: 'router',
    name: 'Xiaomi Mi Router 4A Gigabit Edition',
    price: 2650,
    quantity: 28,
    description:
      'Dual-band 1167 Mbps Wi-Fi with gigabit WAN and LAN ports and four high-gain antennas.',
  },
  {
    _id: '665f1e000000000000000018',
    slug: 'tp-link-archer-ax23',
    category: 'router',
    name: 'TP-Link Archer AX23 AX1800 Wi-Fi 6 Router',
    price: 6400,
    quantity: 15,
    description:
      'Wi-Fi 6 speeds up to 1.8 Gbps with OFDMA for busy homes. Works with the TP-Link Tether app and EasyMesh.',
  },
  {
    _id: '665f1e000000000000000019',
    slug: 'mercusys-mw302r-router',
    category: 'router',
    name: 'Mercusys MW302R 300Mbps Router',
    price: 1050,
    quantity: 70,
    description:
      'An entry-level wireless router with two antennas, WPA2 security and parental controls.',
  },
  {
    _id: '665f1e000000000000000020',
    slug: 'asus-rt-ax58u-router',
    category: 'router',
    name: 'ASUS RT-AX58U AX3000 Wi-Fi 6 Router',
    price: 16800,
    quantity: 4,
    description:
      'AX3000 dual-band Wi-Fi 6 with AiProtection security and AiMesh support. Built for gaming and 4K streaming.',
  },
  {
    _id: '665f1e000000000000000021',
    slug: 'tenda-4g03-pro-lte-router',
    category: 'router',
    name: 'Tenda 4G03 Pro 4G LTE Router',
    price: 4850,
    quantity: 12,
    description:
      'Insert a SIM card and share 4G internet with up to 32 devices. Plug and play, no configuration needed.',
  },
  // Kettles
  {
    _id: '665f1e000000000000000022',
    slug: 'walton-1-8l-electric-kettle',
    category: 'kettle',
    name: 'Walton 1.8L Electric Kettle',
    price: 1350,
    quantity: 90,
    featured: true,
    description:
      '1500 W stainless steel electric kettle with auto shut-off and boil-dry protection. One-year Walton warranty.',
  },
  {
    _id: '665f1e000000000000000023',
    slug: 'miyako-1-5l-electric-kettle',
    category: 'kettle',
    name: 'Miyako 1.5L Electric Kettle',
    price: 990,
    quantity: 75,
    description:
      'Compact 1.5-litre kettle that boils water in about four minutes. Concealed element and 360-degree base.',
  },
  {
    _id: '665f1e000000000000000024',
    slug: 'vision-1-7l-steel-kettle',
    category: 'kettle',
    name: 'Vision 1.7L Stainless Steel Electric Kettle',
    price: 1650,
    quantity: 40,
    description:
      'Food-grade stainless steel body with a water level window and a cool-touch handle.',
  },
  {
    _id: '665f1e000000000000000025',
    slug: 'xiaomi-mi-smart-kettle-pro',
    category: 'kettle',
    name: 'Xiaomi Mi Smart Kettle Pro 1.5L',
    price: 4200,
    quantity: 14,
    description:
      'Double-wall kettle with an OLED temperature display. Keeps water warm for up to 12 hours via the Mi Home app.',
  },
  {
    _id: '665f1e000000000000000026',
    slug: 'philips-hd9350-kettle',
    category: 'kettle',
    name: 'Philips HD9350 1.7L Electric Kettle',
    price: 3250,
    quantity: 20,
    description:
      '2200 W Philips kettle with a flat stainless steel heating element and a micro-mesh anti-scale filter.',
  },
  {
    _id: '665f1e000000000000000027',
    slug: 'jamuna-2l-glass-kettle',
    category: 'kettle',
    name: 'Jamuna 2.0L Glass Electric Kettle',
    price: 1890,
    quantity: 33,
    description:
      'Borosilicate glass kettle with a blue LED glow while boiling. Large 2-litre capacity for the whole family.',
  },
  // Phones
  {
    _id: '665f1e000000000000000028',
    slug: 'xiaomi-redmi-note-13',
    category: 'phone',
    name: 'Xiaomi Redmi Note 13 Smartphone',
    price: 23999,
    quantity: 20,
    featured: true,
    description:
      '6.67-inch 120 Hz AMOLED display, 108 MP main camera and 33 W fast charging. Official Bangladesh variant.',
  },
  {
    _id: '665f1e000000000000000029',
    slug: 'samsung-galaxy-a15',
    category: 'phone',
    name: 'Samsung Galaxy A15 Smartphone',
    price: 20999,
    quantity: 25,
    description:
      'Super AMOLED 90 Hz display, 50 MP triple camera and a 5000 mAh battery. Four years of security updates.',
  },
  {
    _id: '665f1e000000000000000030',
    slug: 'walton-primo-nh5',
    category: 'phone',
    name: 'Walton Primo NH5 Smartphone',
    price: 8490,
    quantity: 30,
    description:
      'Made-in-Bangladesh smartphone with a 6.6-inch display, 4 GB RAM and a 5000 mAh battery.',
  },
  {
    _id: '665f1e000000000000000031',
    slug: 'realme-c53',
    category: 'phone',
    name: 'Realme C53 (6/128GB) Smartphone',
    price: 16499,
    quantity: 18,
    description:
      'Slim 7.49 mm body, 50 MP camera and 33 W charging. The mini capsule shows charging and data at a glance.',
  },
  {
    _id: '665f1e000000000000000032',
    slug: 'symphony-z70',
    category: 'phone',
    name: 'Symphony Z70 (4/64GB) Smartphone',
    price: 9990,
    quantity: 26,
    description: 'A 6.8-inch 90 Hz smartphone with side fingerprint sensor and 18 W fast charging.',
  },
  {
    _id: '665f1e000000000000000033',
    slug: 'samsung-galaxy-s24-ultra',
    category: 'phone',
    name: 'Samsung Galaxy S24 Ultra (12/256GB) Smartphone',
    price: 154999,
    quantity: 3,
    description:
      'Titanium frame, built-in S Pen and a 200 MP camera with Galaxy AI. The flagship for power users.',
  },
  {
    _id: '665f1e000000000000000034',
    slug: 'nokia-105-2023',
    category: 'phone',
    name: 'Nokia 105 (2023) Feature Phone',
    price: 1650,
    quantity: 100,
    description:
      'A durable dual-SIM feature phone with FM radio, a torch and days of battery life.',
  },
  // Suitcases
  {
    _id: '665f1e000000000000000035',
    slug: 'american-tourister-ivy-68cm',
    category: 'suitcase',
    name: 'American Tourister Ivy 68cm Spinner Suitcase',
    price: 14500,
    quantity: 10,
    featured: true,
    description:
      'Polypropylene hard shell with four spinner wheels and a TSA-approved lock. Medium size for a week of travel.',
  },
  {
    _id: '665f1e000000000000000036',
    slug: 'samsonite-cosmolite-69cm',
    category: 'suitcase',
    name: 'Samsonite Cosmolite 69cm Spinner Suitcase',
    price: 52000,
    quantity: 2,
    description: 'Ultra-light Curv shell, the iconic shell pattern and a 10-year global warranty.',
  },
  {
    _id: '665f1e000000000000000037',
    slug: 'skybags-trooper-55cm',
    category: 'suitcase',
    name: 'Skybags Trooper 55cm Cabin Suitcase',
    price: 6800,
    quantity: 16,
    description:
      'Cabin-size trolley that fits most airline overhead bins. Expandable main compartment.',
  },
  {
    _id: '665f1e000000000000000038',
    slug: 'vip-quad-65cm',
    category: 'suitcase',
    name: 'VIP Quad 65cm Hard Shell Suitcase',
    price: 9200,
    quantity: 11,
    description: 'Scratch-resistant hard shell with eight wheels and a number lock.',
  },
  {
    _id: '665f1e000000000000000039',
    slug: 'safari-pentagon-75cm',
    category: 'suitcase',
    name: 'Safari Pentagon 75cm Trolley Suitcase',
    price: 7950,
    quantity: 9,
    description: 'Large check-in trolley with a three-stage handle and smooth 360-degree wheels.',
  },
  {
    _id: '665f1e000000000000000040',
    slug: 'arrow-travel-20-inch-carry-on',
    category: 'suitcase',
    name: 'Arrow Travel 20 inch Carry-on Suitcase',
    price: 4600,
    quantity: 24,
    description: 'Light polycarbonate carry-on with a front laptop pocket. A good value cabin bag.',
  },
  // Parts and accessories
  {
    _id: '665f1e000000000000000041',
    slug: 'usb-c-60w-braided-cable',
    category: 'part',
    name: 'USB-C to USB-C 60W Braided Charging Cable 1m',
    price: 350,
    quantity: 200,
    description: 'Nylon-braided USB-C cable for 60 W fast charging and 480 Mbps data.',
  },
  {
    _id: '665f1e000000000000000042',
    slug: 'anker-20w-usb-c-charger',
    category: 'part',
    name: 'Anker 20W USB-C Fast Charger Adapter',
    price: 1490,
    quantity: 85,
    featured: true,
    description:
      'Compact PD charger that fills an iPhone to 50 percent in about 25 minutes. Bangladesh three-pin compatible.',
  },
  {
    _id: '665f1e000000000000000043',
    slug: 'silicone-watch-strap-22mm',
    category: 'part',
    name: '22mm Silicone Watch Strap',
    price: 250,
    quantity: 140,
    description:
      'Soft sweat-resistant replacement strap with quick-release pins. Fits most 22 mm watches.',
  },
  {
    _id: '665f1e000000000000000044',
    slug: 'silicone-ear-tips-set',
    category: 'part',
    name: 'Replacement Silicone Ear Tips Set (S/M/L)',
    price: 180,
    quantity: 300,
    description:
      'Three pairs of soft ear tips in small, medium and large for a better seal and bass.',
  },
  {
    _id: '665f1e000000000000000045',
    slug: '18650-li-ion-battery-3000mah',
    category: 'part',
    name: '18650 Li-ion Rechargeable Battery 3000mAh',
    price: 290,
    quantity: 160,
    description: 'A 3.7 V rechargeable cell for torches, power banks and DIY projects.',
  },
  {
    _id: '665f1e000000000000000046',
    slug: 'tempered-glass-redmi-note-13',
    category: 'part',
    name: 'Tempered Glass Screen Protector for Redmi Note 13',
    price: 220,
    quantity: 250,
    description: '9H hardness glass with an oleophobic coating and bubble-free installation.',
  },
  {
    _id: '665f1e000000000000000047',
    slug: 'tp-link-tl-wn725n-usb-wifi-adapter',
    category: 'part',
    name: 'TP-Link TL-WN725N Nano USB Wi-Fi Adapter',
    price: 690,
    quantity: 55,
    description: 'Adds 150 Mbps Wi-Fi to any desktop or laptop through a tiny USB plug.',
  },
  {
    _id: '665f1e000000000000000048',
    slug: 'xiaomi-10000mah-power-bank',
    category: 'part',
    name: 'Xiaomi 10000mAh 22.5W Power Bank',
    price: 1790,
    quantity: 38,
    description: 'Pocket-size power bank with 22.5 W fast charging and two USB-A outputs.',
  },
  {
    _id: '665f1e000000000000000049',
    slug: 'cat6-ethernet-patch-cable-3m',
    category: 'part',
    name: 'Cat6 Ethernet Patch Cable 3m',
    price: 150,
    quantity: 180,
    description: 'Gigabit Cat6 network cable with gold-plated RJ45 connectors.',
  },
];

export const SEED_PRODUCTS: readonly SeedProduct[] = PRODUCT_ROWS.map((row) => {
  const details = PRODUCT_DETAILS[row.slug];
  if (!details) throw new Error(`seed-product-details.ts has no entry for ${row.slug}`);
  const img = `${PRODUCT_IMAGE_DIR}/${row.slug}.svg`;
  const variants = PRODUCT_VARIANTS[row.slug];
  const colours = colourOptionOf(variants?.options ?? []);
  const photo = (url: string, view: { en: string; bn: string }): ProductPhoto => ({
    url,
    alt: { en: `${row.name}, ${view.en}`, bn: `${details.nameBn}, ${view.bn}` },
  });
  return {
    ...row,
    img,
    featured: row.featured ?? false,
    brand: details.brand,
    nameBn: details.nameBn,
    descriptionBn: details.descriptionBn,
    warranty: details.warranty,
    // Written in the template's order (seed-product-details.spec checks it).
    specs: Object.entries(details.specs).map(([key, value]) => ({ key, value })),
    photos: [
      photo(img, FRONT_VIEW),
      ...details.views.map((view) =>
        photo(`${PRODUCT_IMAGE_DIR}/${row.slug}-${view}.svg`, PHOTO_VIEWS[view]),
      ),
      // Then one picture per colour it is sold in, which that colour's variants show first.
      ...(colours?.option.values.map((value) =>
        photo(colourPicture(row.slug, value.key), value.label),
      ) ?? []),
    ],
    // Products without an entry get their one variant when inserted (CatalogueService.ensureParts).
    ...(variants
      ? {
          options: variants.options,
          variants: variants.variants.map((variant) => ({
            ...variant,
            ...(colours ? { img: colourPicture(row.slug, variant.values[colours.at]) } : {}),
            archived: false,
          })),
        }
      : {}),
  };
});

type ReviewRow = Omit<SeedReviewRow, 'img'>;

const REVIEW_ROWS: ReviewRow[] = [
  {
    _id: '665f2e000000000000000001',
    slug: 'rahim-uddin',
    name: 'Rahim Uddin',
    retting: 5,
    review:
      'Ordered the QCY T13 on Sunday and it reached Chattogram on Tuesday. Original product, great sound.',
  },
  {
    _id: '665f2e000000000000000002',
    slug: 'nusrat-jahan',
    name: 'Nusrat Jahan',
    retting: 4,
    review: 'The Walton kettle works perfectly. Delivery man called before coming, very polite.',
  },
  {
    _id: '665f2e000000000000000003',
    slug: 'tanvir-ahmed',
    name: 'Tanvir Ahmed',
    retting: 5,
    review: 'Best price for the Archer C6 in Dhaka. Wi-Fi now covers the whole flat.',
  },
  {
    _id: '665f2e000000000000000004',
    slug: 'farhana-akter',
    name: 'Farhana Akter',
    retting: 3,
    review:
      'Watch is good but the box was a little damaged. Customer service replaced the strap quickly.',
  },
  {
    _id: '665f2e000000000000000005',
    slug: 'shakib-hasan',
    name: 'Shakib Hasan',
    retting: 2,
    review: 'Delivery took five days instead of three. The router itself is fine.',
  },
  {
    _id: '665f2e000000000000000006',
    slug: 'mehedi-hasan',
    name: 'Mehedi Hasan',
    retting: 4,
    review: 'Cash on delivery made it easy. The Redmi Note 13 is the official variant as promised.',
  },
  {
    _id: '665f2e000000000000000007',
    slug: 'sumaiya-islam',
    name: 'Sumaiya Islam',
    retting: 5,
    review: 'Free delivery when I bought two items. Will shop again!',
  },
  {
    _id: '665f2e000000000000000008',
    slug: 'arif-chowdhury',
    name: 'Arif Chowdhury',
    retting: 1,
    review: 'Earbuds had a connection problem in the left bud. Waiting for the replacement.',
  },
  {
    _id: '665f2e000000000000000009',
    slug: 'jannatul-ferdous',
    name: 'Jannatul Ferdous',
    retting: 4,
    review: 'Suitcase is sturdy and the wheels are smooth. Packed nicely.',
  },
  {
    _id: '665f2e000000000000000010',
    slug: 'imran-hossain',
    name: 'Imran Hossain',
    retting: 0,
    review:
      'Order was cancelled because the watch was sold out. Refund came to bKash within a week.',
  },
  {
    _id: '665f2e000000000000000011',
    slug: 'sadia-rahman',
    name: 'Sadia Rahman',
    retting: 3,
    review: 'Average experience. The product is genuine but the support line was busy.',
  },
  {
    _id: '665f2e000000000000000012',
    slug: 'kamrul-islam',
    name: 'Kamrul Islam',
    retting: 5,
    review: 'Got my Galaxy A15 in Sylhet within 72 hours. Highly recommended shop.',
  },
  // Reviews of one product each (shown on its page; not verified: seed orders are not delivered).
  {
    _id: '665f2e000000000000000013',
    slug: 'ayesha-siddika',
    name: 'Ayesha Siddika',
    retting: 5,
    review:
      'Sound is clear and the bass is better than I expected at this price. Battery easily lasts my Dhaka–Cumilla bus trip.',
    partId: '665f1e000000000000000008',
  },
  {
    _id: '665f2e000000000000000014',
    slug: 'rakibul-hasan',
    name: 'Rakibul Hasan',
    retting: 4,
    review: 'ব্যাটারি ব্যাকআপ ভালো, কলে কথা পরিষ্কার শোনা যায়। কেসটা একটু হালকা মনে হয়েছে।',
    partId: '665f1e000000000000000008',
  },
  {
    _id: '665f2e000000000000000015',
    slug: 'mahmudul-hasan',
    name: 'Mahmudul Hasan',
    retting: 5,
    review: 'Pairing with my Redmi phone was instant. Game mode latency is low enough for PUBG.',
    partId: '665f1e000000000000000008',
  },
  {
    _id: '665f2e000000000000000016',
    slug: 'tasnim-rahman',
    name: 'Tasnim Rahman',
    retting: 3,
    review:
      'Good for the price, but the touch controls are too sensitive: music pauses when I adjust a bud.',
    partId: '665f1e000000000000000008',
  },
  {
    _id: '665f2e000000000000000017',
    slug: 'sabbir-hossain',
    name: 'Sabbir Hossain',
    retting: 4,
    review: 'দুই দিনের মধ্যে রাজশাহীতে পেয়েছি। অরিজিনাল প্রোডাক্ট, বক্সে সিরিয়াল নম্বর ছিল।',
    partId: '665f1e000000000000000008',
  },
  {
    _id: '665f2e000000000000000018',
    slug: 'nazmul-karim',
    name: 'Nazmul Karim',
    retting: 5,
    review:
      'Set it up with the Tether app in ten minutes. The 5 GHz band reaches all three rooms of our Mirpur flat.',
    partId: '665f1e000000000000000015',
  },
  {
    _id: '665f2e000000000000000019',
    slug: 'fatema-khatun',
    name: 'Fatema Khatun',
    retting: 4,
    review:
      'Stable connection with our local ISP, no drops for two weeks. A little warm after long use.',
    partId: '665f1e000000000000000015',
  },
  {
    _id: '665f2e000000000000000020',
    slug: 'habibur-rahman',
    name: 'Habibur Rahman',
    retting: 2,
    review: '২.৪ গিগাহার্টজে রেঞ্জ আশানুরূপ না, দেয়াল পার হলে সিগন্যাল অনেক কমে যায়।',
    partId: '665f1e000000000000000015',
  },
  {
    _id: '665f2e000000000000000021',
    slug: 'shirin-akter',
    name: 'Shirin Akter',
    retting: 4,
    review: "Good value. Parental controls work well for the kids' tablet.",
    partId: '665f1e000000000000000015',
  },
  {
    _id: '665f2e000000000000000022',
    slug: 'tanjila-islam',
    name: 'Tanjila Islam',
    retting: 5,
    review:
      'Display is bright enough to read outdoors in the afternoon sun. Official variant with a warranty card.',
    partId: '665f1e000000000000000028',
  },
  {
    _id: '665f2e000000000000000023',
    slug: 'asif-iqbal',
    name: 'Asif Iqbal',
    retting: 4,
    review: 'Camera is great in daylight, average at night. Fast charging takes about an hour.',
    partId: '665f1e000000000000000028',
  },
  {
    _id: '665f2e000000000000000024',
    slug: 'moumita-das',
    name: 'Moumita Das',
    retting: 5,
    review: 'ফোনটা খুবই স্মুথ চলে, ফেসবুক আর ইউটিউবে কোনো ল্যাগ নেই। ডেলিভারিও দ্রুত ছিল।',
    partId: '665f1e000000000000000028',
  },
  {
    _id: '665f2e000000000000000025',
    slug: 'jahid-hasan',
    name: 'Jahid Hasan',
    retting: 3,
    review: 'Nice phone, but it came with a lot of preinstalled apps I had to remove.',
    partId: '665f1e000000000000000028',
  },
  {
    _id: '665f2e000000000000000026',
    slug: 'rumana-afroz',
    name: 'Rumana Afroz',
    retting: 4,
    review: 'Battery lasts a full day of heavy use. The box had a case and the charger.',
    partId: '665f1e000000000000000028',
  },
  {
    _id: '665f2e000000000000000027',
    slug: 'rafiq-mia',
    name: 'Rafiq Mia',
    retting: 5,
    review: 'বাবার জন্য কিনেছি, উনি খুব খুশি। এই দামে সেরা ফোন।',
    partId: '665f1e000000000000000028',
  },
  {
    _id: '665f2e000000000000000028',
    slug: 'nadia-sultana',
    name: 'Nadia Sultana',
    retting: 4,
    review:
      "The Super AMOLED screen looks lovely. Samsung's official warranty was registered on delivery.",
    partId: '665f1e000000000000000029',
  },
  {
    _id: '665f2e000000000000000029',
    slug: 'shahriar-kabir',
    name: 'Shahriar Kabir',
    retting: 3,
    review: 'Fine for daily use, but it gets a little warm while gaming.',
    partId: '665f1e000000000000000029',
  },
  {
    _id: '665f2e000000000000000030',
    slug: 'lamia-haque',
    name: 'Lamia Haque',
    retting: 5,
    review: 'সিলেটে ৩ দিনে পেয়েছি। ক্যাশ অন ডেলিভারি থাকায় নিশ্চিন্তে অর্ডার করেছি।',
    partId: '665f1e000000000000000029',
  },
  {
    _id: '665f2e000000000000000031',
    slug: 'sharmin-sultana',
    name: 'Sharmin Sultana',
    retting: 5,
    review: 'Calls from the watch work well, and the step count matches my phone.',
    partId: '665f1e000000000000000001',
  },
  {
    _id: '665f2e000000000000000032',
    slug: 'arifur-rahman',
    name: 'Arifur Rahman',
    retting: 4,
    review: 'The battery lasts about ten days for me. The strap could be softer.',
    partId: '665f1e000000000000000001',
  },
  {
    _id: '665f2e000000000000000033',
    slug: 'priya-saha',
    name: 'Priya Saha',
    retting: 2,
    review: 'ঘুমের হিসাব ঠিকমতো দেখায় না, তবে নোটিফিকেশন ঠিকঠাক আসে।',
    partId: '665f1e000000000000000001',
  },
  {
    _id: '665f2e000000000000000034',
    slug: 'saiful-islam',
    name: 'Saiful Islam',
    retting: 4,
    review: 'A good first smartwatch. Bengali notifications show as boxes, though.',
    partId: '665f1e000000000000000001',
  },
  {
    _id: '665f2e000000000000000035',
    slug: 'rokeya-begum',
    name: 'Rokeya Begum',
    retting: 5,
    review:
      'Boils water for four cups of tea in under five minutes. The auto shut-off works every time.',
    partId: '665f1e000000000000000022',
  },
  {
    _id: '665f2e000000000000000036',
    slug: 'anisur-rahman',
    name: 'Anisur Rahman',
    retting: 4,
    review: 'দেশি ব্র্যান্ড, সার্ভিস সেন্টার কাছেই। পানি খুব দ্রুত গরম হয়।',
    partId: '665f1e000000000000000022',
  },
  {
    _id: '665f2e000000000000000037',
    slug: 'kulsum-akter',
    name: 'Kulsum Akter',
    retting: 3,
    review: 'Works fine, but the plastic smell lasted the first few days.',
    partId: '665f1e000000000000000022',
  },
  {
    _id: '665f2e000000000000000038',
    slug: 'touhid-ahmed',
    name: 'Touhid Ahmed',
    retting: 5,
    review: 'Charges my phone two and a half times. Got us through a whole load-shedding evening.',
    partId: '665f1e000000000000000048',
  },
  {
    _id: '665f2e000000000000000039',
    slug: 'nabila-chowdhury',
    name: 'Nabila Chowdhury',
    retting: 4,
    review: 'লোডশেডিংয়ের সময় খুব কাজে দেয়। একটু ভারী, তবে নিজে দ্রুত চার্জ হয়।',
    partId: '665f1e000000000000000048',
  },
];

export const SEED_REVIEWS: readonly SeedReviewRow[] = REVIEW_ROWS.map((row) => ({
  ...row,
  img: `${AVATAR_IMAGE_DIR}/${row.slug}.svg`,
}));
