import { groupDigitsBangladeshi } from '@shop/rules';

/** The languages a document is printed in. */
export const DOCUMENT_LANGUAGES = ['en', 'bn'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/**
 * Every word printed on an invoice or a label, in both languages. The Bengali invoice follows the
 * wording of the VAT invoice form (মূসক-৬.৩, "কর চালানপত্র").
 */
export const DOCUMENT_TEXTS = {
  en: {
    invoiceTitle: 'TAX INVOICE',
    invoiceForm: 'Mushak-6.3',
    seller: 'Seller',
    buyer: 'Buyer',
    bin: 'BIN',
    phone: 'Phone',
    email: 'Email',
    invoiceNumber: 'Invoice no.',
    issuedAt: 'Date and time of issue',
    order: 'Order',
    payment: 'Payment',
    cod: 'Cash on delivery',
    card: 'Card',
    paid: 'paid',
    unpaid: 'not paid yet',
    number: '#',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vatRate: 'VAT rate',
    vat: 'VAT',
    amount: 'Amount',
    deliveryCharge: 'Delivery charge',
    codFee: 'Cash-on-delivery fee',
    netTotal: 'Total excluding VAT',
    vatTotal: 'VAT',
    grossTotal: 'Total including VAT',
    pricesIncludeVat: 'All prices include VAT; the VAT of each line is taken out of its amount.',
    generated: 'Issued by computer; valid without a signature.',
    labelFrom: 'From',
    labelTo: 'To',
    consignment: 'Consignment',
    notBooked: 'Not booked with a courier yet',
    collect: 'Collect (cash on delivery)',
    nothingToCollect: 'Paid: collect nothing',
    weight: 'Weight',
    grams: 'g',
    items: 'Items',
  },
  bn: {
    invoiceTitle: 'কর চালানপত্র',
    invoiceForm: 'মূসক-৬.৩',
    seller: 'বিক্রেতা',
    buyer: 'ক্রেতা',
    bin: 'বিআইএন',
    phone: 'ফোন',
    email: 'ইমেইল',
    invoiceNumber: 'চালানপত্র নম্বর',
    issuedAt: 'ইস্যুর তারিখ ও সময়',
    order: 'অর্ডার',
    payment: 'পরিশোধ',
    cod: 'ক্যাশ অন ডেলিভারি',
    card: 'কার্ড',
    paid: 'পরিশোধিত',
    unpaid: 'এখনো পরিশোধিত নয়',
    number: 'ক্রম',
    description: 'পণ্যের বিবরণ',
    quantity: 'পরিমাণ',
    unitPrice: 'একক মূল্য',
    vatRate: 'ভ্যাট হার',
    vat: 'ভ্যাট',
    amount: 'মূল্য',
    deliveryCharge: 'ডেলিভারি চার্জ',
    codFee: 'ক্যাশ অন ডেলিভারি ফি',
    netTotal: 'ভ্যাট ব্যতীত মোট',
    vatTotal: 'ভ্যাট',
    grossTotal: 'ভ্যাটসহ সর্বমোট',
    pricesIncludeVat: 'সব মূল্য ভ্যাটসহ; প্রতিটি সারির ভ্যাট তার মূল্য থেকে আলাদা করে দেখানো হয়েছে।',
    generated: 'কম্পিউটারে প্রস্তুত; স্বাক্ষর ছাড়াই বৈধ।',
    labelFrom: 'প্রেরক',
    labelTo: 'প্রাপক',
    consignment: 'কনসাইনমেন্ট',
    notBooked: 'এখনো কুরিয়ারে বুক করা হয়নি',
    collect: 'সংগ্রহ করুন (ক্যাশ অন ডেলিভারি)',
    nothingToCollect: 'পরিশোধিত: কিছু সংগ্রহ করবেন না',
    weight: 'ওজন',
    grams: 'গ্রাম',
    items: 'পণ্য',
  },
} as const satisfies Record<DocumentLanguage, Record<string, string>>;

export type DocumentTexts = (typeof DOCUMENT_TEXTS)[DocumentLanguage];

export const COURIER_LABELS: Record<string, Record<DocumentLanguage, string>> = {
  steadfast: { en: 'Steadfast', bn: 'স্টেডফাস্ট' },
  pathao: { en: 'Pathao', bn: 'পাঠাও' },
  redx: { en: 'RedX', bn: 'রেডএক্স' },
};

/** Digits as the language writes them (identifiers such as invoice and order numbers are left as they are). */
export function digits(text: string, lang: DocumentLanguage): string {
  return lang === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]) : text;
}

const BENGALI_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** Whole poisha as taka with the poisha: 123450 → "৳1,234.50" ("৳১,২৩৪.৫০" in Bengali). */
export function poishaText(poisha: number, lang: DocumentLanguage): string {
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  const taka = groupDigitsBangladeshi(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return digits(`${sign}৳${taka}.${rest}`, lang);
}

/** Whole taka: 1234 → "৳1,234". */
export function takaText(taka: number, lang: DocumentLanguage): string {
  return digits(`৳${groupDigitsBangladeshi(taka)}`, lang);
}

/** Basis points as a percentage: 1500 → "15%", 750 → "7.5%". */
export function rateText(basisPoints: number, lang: DocumentLanguage): string {
  const percent = (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
  return digits(`${percent}%`, lang);
}
