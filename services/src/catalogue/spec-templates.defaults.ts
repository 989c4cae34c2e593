import type { PartCategory, SpecGroup } from '@shop/contracts';

/**
 * The spec sheet each category starts with. The owner changes a category's sheet in the admin desk
 * (stored in `spec_templates`); these are used for a category nobody has saved yet, and by the seed,
 * whose products fill them in. Keys are stored on products: renaming one here orphans their values.
 */
export const DEFAULT_SPEC_TEMPLATES: Record<PartCategory, SpecGroup[]> = {
  'smart-watch': [
    {
      key: 'display',
      label: { en: 'Display', bn: 'ডিসপ্লে' },
      fields: [
        {
          key: 'display-size',
          label: { en: 'Screen size', bn: 'স্ক্রিনের মাপ' },
          type: 'number',
          unit: { en: 'inch', bn: 'ইঞ্চি' },
          min: 0.5,
          max: 3,
        },
        {
          key: 'display-type',
          label: { en: 'Panel', bn: 'প্যানেল' },
          type: 'choice',
          choices: [
            { value: 'lcd', label: { en: 'LCD', bn: 'এলসিডি' } },
            { value: 'tft', label: { en: 'TFT', bn: 'টিএফটি' } },
            { value: 'amoled', label: { en: 'AMOLED', bn: 'অ্যামোলেড' } },
            { value: 'oled', label: { en: 'OLED', bn: 'ওলেড' } },
            { value: 'retina-ltpo', label: { en: 'Retina LTPO OLED', bn: 'রেটিনা এলটিপিও ওলেড' } },
          ],
        },
        {
          key: 'always-on',
          label: { en: 'Always-on display', bn: 'সবসময় চালু ডিসপ্লে' },
          type: 'boolean',
        },
      ],
    },
    {
      key: 'battery',
      label: { en: 'Battery', bn: 'ব্যাটারি' },
      fields: [
        {
          key: 'battery-capacity',
          label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
          type: 'number',
          unit: { en: 'mAh', bn: 'এমএএইচ' },
          min: 50,
          max: 1000,
        },
        {
          key: 'battery-life',
          label: { en: 'Typical battery life', bn: 'সাধারণ ব্যাটারি লাইফ' },
          type: 'number',
          unit: { en: 'days', bn: 'দিন' },
          min: 0.5,
          max: 60,
        },
      ],
    },
    {
      key: 'connectivity',
      label: { en: 'Connectivity', bn: 'সংযোগ' },
      fields: [
        {
          key: 'bluetooth',
          label: { en: 'Bluetooth version', bn: 'ব্লুটুথ ভার্সন' },
          type: 'choice',
          choices: [
            { value: '5-0', label: { en: '5.0', bn: '৫.০' } },
            { value: '5-1', label: { en: '5.1', bn: '৫.১' } },
            { value: '5-2', label: { en: '5.2', bn: '৫.২' } },
            { value: '5-3', label: { en: '5.3', bn: '৫.৩' } },
            { value: '5-4', label: { en: '5.4', bn: '৫.৪' } },
          ],
        },
        {
          key: 'calling',
          label: { en: 'Bluetooth calling', bn: 'ব্লুটুথ কলিং' },
          type: 'boolean',
        },
        { key: 'gps', label: { en: 'Built-in GPS', bn: 'বিল্ট-ইন জিপিএস' }, type: 'boolean' },
      ],
    },
    {
      key: 'body',
      label: { en: 'Body and health', bn: 'বডি ও স্বাস্থ্য' },
      fields: [
        {
          key: 'water-resistance',
          label: { en: 'Water resistance', bn: 'পানি প্রতিরোধ' },
          type: 'choice',
          choices: [
            { value: 'ip67', label: { en: 'IP67', bn: 'আইপি৬৭' } },
            { value: 'ip68', label: { en: 'IP68', bn: 'আইপি৬৮' } },
            { value: '3atm', label: { en: '3 ATM', bn: '৩ এটিএম' } },
            { value: '5atm', label: { en: '5 ATM', bn: '৫ এটিএম' } },
            { value: 'wr50', label: { en: 'WR50 (50 m)', bn: 'ডব্লিউআর৫০ (৫০ মিটার)' } },
          ],
        },
        {
          key: 'spo2',
          label: { en: 'Blood oxygen (SpO2)', bn: 'রক্তে অক্সিজেন (SpO2)' },
          type: 'boolean',
        },
        {
          key: 'sport-modes',
          label: { en: 'Sport modes', bn: 'স্পোর্ট মোড' },
          type: 'number',
          min: 0,
          max: 500,
        },
        {
          key: 'weight',
          label: { en: 'Weight', bn: 'ওজন' },
          type: 'number',
          unit: { en: 'g', bn: 'গ্রাম' },
          min: 5,
          max: 200,
        },
        {
          key: 'strap-material',
          label: { en: 'Strap', bn: 'স্ট্র্যাপ' },
          type: 'text',
        },
      ],
    },
  ],
  // The other categories' sheets are written next to their seeded products' values.
  tws: [],
  router: [],
  kettle: [],
  phone: [],
  suitcase: [],
  part: [],
};
