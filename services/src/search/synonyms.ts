/**
 * Words that mean the same to a shopper, each group both ways: a product whose name, brand,
 * category or specs hold one member of a group is found by every member. Add a word to a group
 * (or a new group) and restart the API; a phrase of several words ("power bank") is matched as a
 * whole in the product's text and each of its words is searched. Bengali spellings go beside the
 * English ones; Banglish spellings need no entry (phonetic keys find "ghori" from ঘড়ি), but may
 * be added when their key differs (services/src/search/README.md).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    'earbuds',
    'tws',
    'earphone',
    'earphones',
    'ইয়ারবাড',
    'ইয়ারবাডস',
    'এয়ারবাডস',
    'ইয়ারফোন',
    'airbuds',
    // Shops sell earbuds as "TWS headphones", and shoppers look for them so.
    'headphone',
    'headphones',
    'হেডফোন',
  ],
  ['watch', 'smartwatch', 'smart watch', 'ঘড়ি', 'স্মার্টওয়াচ', 'স্মার্ট ওয়াচ', 'ওয়াচ'],
  ['kettle', 'কেটলি', 'jug', 'water heater'],
  ['phone', 'mobile', 'smartphone', 'cellphone', 'ফোন', 'মোবাইল', 'স্মার্টফোন'],
  ['router', 'রাউটার', 'wifi', 'wi-fi', 'ওয়াইফাই'],
  ['suitcase', 'luggage', 'trolley', 'travel bag', 'স্যুটকেস', 'লাগেজ', 'ট্রলি'],
  ['charger', 'adapter', 'চার্জার', 'অ্যাডাপ্টার'],
  ['cable', 'cord', 'wire', 'ক্যাবল', 'কেবল', 'তার'],
  ['power bank', 'powerbank', 'পাওয়ার ব্যাংক', 'পাওয়ারব্যাংক'],
  ['battery', 'ব্যাটারি'],
  ['screen protector', 'tempered glass', 'glass protector', 'গ্লাস', 'প্রটেক্টর'],
  ['strap', 'belt', 'স্ট্র্যাপ', 'বেল্ট', 'ফিতা'],
  ['ear tips', 'eartips', 'ear tip', 'ইয়ার টিপস'],
  ['ethernet', 'lan', 'ল্যান'],
  ['accessories', 'accessory', 'parts', 'এক্সেসরিজ', 'যন্ত্রাংশ'],
  // Brands as shoppers write them in Bengali script.
  ['xiaomi', 'mi', 'redmi', 'শাওমি', 'রেডমি'],
  ['samsung', 'স্যামসাং'],
  ['apple', 'অ্যাপল'],
  ['walton', 'ওয়ালটন'],
  ['realme', 'রিয়েলমি'],
  ['symphony', 'সিম্ফনি'],
  ['nokia', 'নোকিয়া'],
  ['tp-link', 'tplink', 'টিপি লিংক', 'টিপিলিংক'],
  ['tenda', 'টেন্ডা'],
  ['miyako', 'মিয়াকো'],
  ['jamuna', 'যমুনা'],
  ['vision', 'ভিশন'],
  ['philips', 'ফিলিপস'],
  ['anker', 'অ্যাংকার'],
  ['amazfit', 'অ্যামাজফিট'],
  ['lenovo', 'লেনোভো'],
  ['samsonite', 'স্যামসোনাইট'],
];
