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
  tws: [
    {
      key: 'sound',
      label: { en: 'Sound', bn: 'সাউন্ড' },
      fields: [
        {
          key: 'driver-size',
          label: { en: 'Driver size', bn: 'ড্রাইভারের মাপ' },
          type: 'number',
          unit: { en: 'mm', bn: 'মিমি' },
          min: 4,
          max: 20,
        },
        {
          key: 'anc',
          label: { en: 'Active noise cancellation (ANC)', bn: 'অ্যাক্টিভ নয়েজ ক্যানসেলেশন (ANC)' },
          type: 'boolean',
        },
        {
          key: 'call-noise-reduction',
          label: { en: 'Call noise reduction (ENC)', bn: 'কলে নয়েজ কমানো (ENC)' },
          type: 'boolean',
        },
        {
          key: 'codec',
          label: { en: 'Best codec', bn: 'সেরা কোডেক' },
          type: 'choice',
          choices: [
            { value: 'sbc', label: { en: 'SBC', bn: 'এসবিসি' } },
            { value: 'aac', label: { en: 'AAC', bn: 'এএসি' } },
            { value: 'aptx-adaptive', label: { en: 'aptX Adaptive', bn: 'অ্যাপ্টএক্স অ্যাডাপটিভ' } },
            { value: 'ldac', label: { en: 'LDAC', bn: 'এলডিএসি' } },
            {
              value: 'ssc',
              label: { en: 'Samsung Seamless Codec (24-bit)', bn: 'স্যামসাং সিমলেস কোডেক (২৪-বিট)' },
            },
          ],
        },
      ],
    },
    {
      key: 'battery',
      label: { en: 'Battery', bn: 'ব্যাটারি' },
      fields: [
        {
          key: 'battery-earbuds',
          label: { en: 'Playtime per charge', bn: 'এক চার্জে বাজানোর সময়' },
          type: 'number',
          unit: { en: 'hours', bn: 'ঘণ্টা' },
          min: 1,
          max: 20,
        },
        {
          key: 'battery-with-case',
          label: { en: 'Playtime with case', bn: 'কেসসহ বাজানোর সময়' },
          type: 'number',
          unit: { en: 'hours', bn: 'ঘণ্টা' },
          min: 5,
          max: 120,
        },
        {
          key: 'charging-port',
          label: { en: 'Charging port', bn: 'চার্জিং পোর্ট' },
          type: 'choice',
          choices: [
            { value: 'usb-c', label: { en: 'USB Type-C', bn: 'ইউএসবি টাইপ-সি' } },
            { value: 'lightning', label: { en: 'Lightning', bn: 'লাইটনিং' } },
            { value: 'micro-usb', label: { en: 'Micro USB', bn: 'মাইক্রো ইউএসবি' } },
          ],
        },
        {
          key: 'wireless-charging',
          label: { en: 'Wireless charging case', bn: 'ওয়্যারলেস চার্জিং কেস' },
          type: 'boolean',
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
          key: 'game-mode',
          label: { en: 'Low-latency game mode', bn: 'কম ল্যাটেন্সির গেম মোড' },
          type: 'boolean',
        },
        {
          key: 'latency',
          label: { en: 'Latency (game mode)', bn: 'ল্যাটেন্সি (গেম মোডে)' },
          type: 'number',
          unit: { en: 'ms', bn: 'মিলিসেকেন্ড' },
          min: 20,
          max: 500,
        },
        {
          key: 'app-support',
          label: { en: 'Companion app', bn: 'সঙ্গী অ্যাপ' },
          type: 'boolean',
        },
      ],
    },
    {
      key: 'body',
      label: { en: 'Body', bn: 'বডি' },
      fields: [
        {
          key: 'water-resistance',
          label: { en: 'Water resistance', bn: 'পানি প্রতিরোধ' },
          type: 'choice',
          choices: [
            { value: 'none', label: { en: 'None', bn: 'নেই' } },
            { value: 'ipx4', label: { en: 'IPX4', bn: 'আইপিএক্স৪' } },
            { value: 'ipx5', label: { en: 'IPX5', bn: 'আইপিএক্স৫' } },
            { value: 'ip54', label: { en: 'IP54', bn: 'আইপি৫৪' } },
            { value: 'ip55', label: { en: 'IP55', bn: 'আইপি৫৫' } },
            { value: 'ipx7', label: { en: 'IPX7', bn: 'আইপিএক্স৭' } },
          ],
        },
        {
          key: 'earbud-weight',
          label: { en: 'Weight of one earbud', bn: 'একটি ইয়ারবাডের ওজন' },
          type: 'number',
          unit: { en: 'g', bn: 'গ্রাম' },
          min: 2,
          max: 15,
        },
      ],
    },
  ],
  router: [
    {
      key: 'wireless',
      label: { en: 'Wireless', bn: 'ওয়্যারলেস' },
      fields: [
        {
          key: 'wifi-standard',
          label: { en: 'Wi-Fi standard', bn: 'ওয়াই-ফাই স্ট্যান্ডার্ড' },
          type: 'choice',
          choices: [
            { value: 'wifi-4', label: { en: 'Wi-Fi 4 (802.11n)', bn: 'ওয়াই-ফাই ৪ (802.11n)' } },
            { value: 'wifi-5', label: { en: 'Wi-Fi 5 (802.11ac)', bn: 'ওয়াই-ফাই ৫ (802.11ac)' } },
            { value: 'wifi-6', label: { en: 'Wi-Fi 6 (802.11ax)', bn: 'ওয়াই-ফাই ৬ (802.11ax)' } },
            { value: 'wifi-6e', label: { en: 'Wi-Fi 6E', bn: 'ওয়াই-ফাই ৬ই' } },
            { value: 'wifi-7', label: { en: 'Wi-Fi 7 (802.11be)', bn: 'ওয়াই-ফাই ৭ (802.11be)' } },
          ],
        },
        {
          key: 'wifi-speed',
          label: { en: 'Combined Wi-Fi speed', bn: 'মোট ওয়াই-ফাই স্পিড' },
          type: 'number',
          unit: { en: 'Mbps', bn: 'এমবিপিএস' },
          min: 150,
          max: 20000,
        },
        {
          key: 'bands',
          label: { en: 'Bands', bn: 'ব্যান্ড' },
          type: 'choice',
          choices: [
            {
              value: 'single',
              label: { en: 'Single band (2.4 GHz)', bn: 'সিঙ্গেল ব্যান্ড (২.৪ গিগাহার্জ)' },
            },
            {
              value: 'dual',
              label: { en: 'Dual band (2.4 + 5 GHz)', bn: 'ডুয়াল ব্যান্ড (২.৪ + ৫ গিগাহার্জ)' },
            },
            { value: 'tri', label: { en: 'Tri band', bn: 'ট্রাই ব্যান্ড' } },
          ],
        },
        {
          key: 'antennas',
          label: { en: 'Antennas', bn: 'অ্যান্টেনা' },
          type: 'number',
          min: 0,
          max: 16,
        },
        { key: 'mu-mimo', label: { en: 'MU-MIMO', bn: 'এমইউ-মিমো' }, type: 'boolean' },
        {
          key: 'mesh',
          label: { en: 'Mesh support', bn: 'মেশ সাপোর্ট' },
          type: 'boolean',
        },
      ],
    },
    {
      key: 'ports',
      label: { en: 'Ports', bn: 'পোর্ট' },
      fields: [
        {
          key: 'wan-ports',
          label: { en: 'WAN ports', bn: 'WAN পোর্ট' },
          type: 'number',
          min: 0,
          max: 4,
        },
        {
          key: 'lan-ports',
          label: { en: 'LAN ports', bn: 'LAN পোর্ট' },
          type: 'number',
          min: 0,
          max: 16,
        },
        {
          key: 'port-speed',
          label: { en: 'Port speed', bn: 'পোর্টের স্পিড' },
          type: 'choice',
          choices: [
            { value: 'fast-ethernet', label: { en: '10/100 Mbps', bn: '১০/১০০ এমবিপিএস' } },
            {
              value: 'gigabit',
              label: { en: 'Gigabit (10/100/1000 Mbps)', bn: 'গিগাবিট (১০/১০০/১০০০ এমবিপিএস)' },
            },
            { value: 'multi-gig', label: { en: '2.5 Gbps', bn: '২.৫ জিবিপিএস' } },
          ],
        },
        { key: 'usb-port', label: { en: 'USB port', bn: 'ইউএসবি পোর্ট' }, type: 'boolean' },
        { key: 'sim-slot', label: { en: '4G SIM slot', bn: '৪জি সিম স্লট' }, type: 'boolean' },
      ],
    },
  ],
  kettle: [
    {
      key: 'capacity-power',
      label: { en: 'Capacity and power', bn: 'ধারণক্ষমতা ও পাওয়ার' },
      fields: [
        {
          key: 'capacity',
          label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
          type: 'number',
          unit: { en: 'L', bn: 'লিটার' },
          min: 0.3,
          max: 5,
        },
        {
          key: 'power',
          label: { en: 'Power', bn: 'পাওয়ার' },
          type: 'number',
          unit: { en: 'W', bn: 'ওয়াট' },
          min: 300,
          max: 3000,
        },
        {
          key: 'voltage',
          label: { en: 'Voltage', bn: 'ভোল্টেজ' },
          type: 'choice',
          choices: [
            { value: '220-240v', label: { en: '220–240 V', bn: '২২০–২৪০ ভোল্ট' } },
            { value: '100-240v', label: { en: '100–240 V', bn: '১০০–২৪০ ভোল্ট' } },
          ],
        },
      ],
    },
    {
      key: 'build',
      label: { en: 'Build', bn: 'গঠন' },
      fields: [
        {
          key: 'body-material',
          label: { en: 'Body', bn: 'বডি' },
          type: 'choice',
          choices: [
            { value: 'stainless-steel', label: { en: 'Stainless steel', bn: 'স্টেইনলেস স্টিল' } },
            { value: 'plastic', label: { en: 'Plastic', bn: 'প্লাস্টিক' } },
            { value: 'glass', label: { en: 'Borosilicate glass', bn: 'বোরোসিলিকেট গ্লাস' } },
            {
              value: 'double-wall',
              label: { en: 'Double wall (steel inside)', bn: 'ডাবল ওয়াল (ভেতরে স্টিল)' },
            },
          ],
        },
        {
          key: 'concealed-element',
          label: { en: 'Concealed heating element', bn: 'ঢাকা হিটিং এলিমেন্ট' },
          type: 'boolean',
        },
        {
          key: 'cordless-360',
          label: { en: 'Cordless, 360° base', bn: 'কর্ডলেস, ৩৬০° বেস' },
          type: 'boolean',
        },
        {
          key: 'water-window',
          label: { en: 'Water level window', bn: 'পানির লেভেল দেখার জানালা' },
          type: 'boolean',
        },
      ],
    },
    {
      key: 'safety',
      label: { en: 'Safety and features', bn: 'নিরাপত্তা ও ফিচার' },
      fields: [
        {
          key: 'auto-shut-off',
          label: { en: 'Auto shut-off', bn: 'অটো বন্ধ' },
          type: 'boolean',
        },
        {
          key: 'boil-dry-protection',
          label: { en: 'Boil-dry protection', bn: 'পানি ছাড়া চালু হলে সুরক্ষা' },
          type: 'boolean',
        },
        {
          key: 'temperature-control',
          label: { en: 'Temperature control', bn: 'তাপমাত্রা নিয়ন্ত্রণ' },
          type: 'boolean',
        },
        { key: 'keep-warm', label: { en: 'Keep warm', bn: 'গরম রাখা' }, type: 'boolean' },
      ],
    },
  ],
  phone: [
    {
      key: 'display',
      label: { en: 'Display', bn: 'ডিসপ্লে' },
      fields: [
        {
          key: 'display-size',
          label: { en: 'Screen size', bn: 'স্ক্রিনের মাপ' },
          type: 'number',
          unit: { en: 'inch', bn: 'ইঞ্চি' },
          min: 1,
          max: 8,
        },
        {
          key: 'display-type',
          label: { en: 'Panel', bn: 'প্যানেল' },
          type: 'choice',
          choices: [
            { value: 'tft', label: { en: 'TFT LCD', bn: 'টিএফটি এলসিডি' } },
            { value: 'ips-lcd', label: { en: 'IPS LCD', bn: 'আইপিএস এলসিডি' } },
            { value: 'amoled', label: { en: 'AMOLED', bn: 'অ্যামোলেড' } },
            { value: 'super-amoled', label: { en: 'Super AMOLED', bn: 'সুপার অ্যামোলেড' } },
            {
              value: 'dynamic-amoled-2x',
              label: { en: 'Dynamic AMOLED 2X', bn: 'ডাইনামিক অ্যামোলেড ২এক্স' },
            },
          ],
        },
        {
          key: 'refresh-rate',
          label: { en: 'Refresh rate', bn: 'রিফ্রেশ রেট' },
          type: 'number',
          unit: { en: 'Hz', bn: 'হার্জ' },
          min: 30,
          max: 165,
        },
      ],
    },
    {
      key: 'performance',
      label: { en: 'Performance', bn: 'পারফরম্যান্স' },
      fields: [
        { key: 'chipset', label: { en: 'Chipset', bn: 'চিপসেট' }, type: 'text' },
        {
          key: 'ram',
          label: { en: 'RAM', bn: 'র‍্যাম' },
          type: 'number',
          unit: { en: 'GB', bn: 'জিবি' },
          min: 0.5,
          max: 24,
        },
        {
          key: 'storage',
          label: { en: 'Storage', bn: 'স্টোরেজ' },
          type: 'number',
          unit: { en: 'GB', bn: 'জিবি' },
          min: 1,
          max: 2048,
        },
        { key: 'os', label: { en: 'Operating system', bn: 'অপারেটিং সিস্টেম' }, type: 'text' },
      ],
    },
    {
      key: 'camera',
      label: { en: 'Camera', bn: 'ক্যামেরা' },
      fields: [
        {
          key: 'main-camera',
          label: { en: 'Main camera', bn: 'মেইন ক্যামেরা' },
          type: 'number',
          unit: { en: 'MP', bn: 'মেগাপিক্সেল' },
          min: 0.3,
          max: 250,
        },
        {
          key: 'front-camera',
          label: { en: 'Front camera', bn: 'সামনের ক্যামেরা' },
          type: 'number',
          unit: { en: 'MP', bn: 'মেগাপিক্সেল' },
          min: 0.3,
          max: 60,
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
          min: 500,
          max: 10000,
        },
        {
          key: 'charging-power',
          label: { en: 'Wired charging', bn: 'তারে চার্জিং' },
          type: 'number',
          unit: { en: 'W', bn: 'ওয়াট' },
          min: 2,
          max: 240,
        },
        {
          key: 'charging-port',
          label: { en: 'Charging port', bn: 'চার্জিং পোর্ট' },
          type: 'choice',
          choices: [
            { value: 'usb-c', label: { en: 'USB Type-C', bn: 'ইউএসবি টাইপ-সি' } },
            { value: 'micro-usb', label: { en: 'Micro USB', bn: 'মাইক্রো ইউএসবি' } },
            { value: 'lightning', label: { en: 'Lightning', bn: 'লাইটনিং' } },
          ],
        },
      ],
    },
    {
      key: 'network',
      label: { en: 'Network and body', bn: 'নেটওয়ার্ক ও বডি' },
      fields: [
        {
          key: 'network',
          label: { en: 'Network', bn: 'নেটওয়ার্ক' },
          type: 'choice',
          choices: [
            { value: '2g', label: { en: '2G', bn: '২জি' } },
            { value: '4g', label: { en: '4G LTE', bn: '৪জি এলটিই' } },
            { value: '5g', label: { en: '5G', bn: '৫জি' } },
          ],
        },
        {
          key: 'sim',
          label: { en: 'SIM', bn: 'সিম' },
          type: 'choice',
          choices: [
            { value: 'single', label: { en: 'Single SIM', bn: 'সিঙ্গেল সিম' } },
            { value: 'dual', label: { en: 'Dual SIM', bn: 'ডুয়াল সিম' } },
            { value: 'dual-esim', label: { en: 'Dual SIM + eSIM', bn: 'ডুয়াল সিম + ই-সিম' } },
          ],
        },
        { key: 'nfc', label: { en: 'NFC', bn: 'এনএফসি' }, type: 'boolean' },
        {
          key: 'weight',
          label: { en: 'Weight', bn: 'ওজন' },
          type: 'number',
          unit: { en: 'g', bn: 'গ্রাম' },
          min: 50,
          max: 400,
        },
      ],
    },
  ],
  suitcase: [
    {
      key: 'size',
      label: { en: 'Size', bn: 'মাপ' },
      fields: [
        {
          key: 'height',
          label: { en: 'Height', bn: 'উচ্চতা' },
          type: 'number',
          unit: { en: 'cm', bn: 'সেমি' },
          min: 35,
          max: 90,
        },
        {
          key: 'dimensions',
          label: { en: 'Dimensions (H × W × D)', bn: 'মাপ (উ × প্র × গ)' },
          type: 'text',
        },
        {
          key: 'capacity',
          label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
          type: 'number',
          unit: { en: 'L', bn: 'লিটার' },
          min: 15,
          max: 200,
        },
        {
          key: 'weight',
          label: { en: 'Empty weight', bn: 'খালি ওজন' },
          type: 'number',
          unit: { en: 'kg', bn: 'কেজি' },
          min: 1,
          max: 10,
        },
        {
          key: 'cabin-size',
          label: { en: 'Fits airline cabin limits', bn: 'কেবিনে নেওয়ার মাপে' },
          type: 'boolean',
        },
      ],
    },
    {
      key: 'build',
      label: { en: 'Build', bn: 'গঠন' },
      fields: [
        {
          key: 'shell-material',
          label: { en: 'Shell', bn: 'খোল' },
          type: 'choice',
          choices: [
            {
              value: 'polypropylene',
              label: { en: 'Polypropylene (hard)', bn: 'পলিপ্রোপিলিন (হার্ড)' },
            },
            {
              value: 'polycarbonate',
              label: { en: 'Polycarbonate (hard)', bn: 'পলিকার্বোনেট (হার্ড)' },
            },
            { value: 'curv', label: { en: 'Curv (hard)', bn: 'কার্ভ (হার্ড)' } },
            { value: 'abs', label: { en: 'ABS (hard)', bn: 'এবিএস (হার্ড)' } },
            {
              value: 'fabric',
              label: { en: 'Polyester fabric (soft)', bn: 'পলিয়েস্টার কাপড় (সফট)' },
            },
          ],
        },
        {
          key: 'wheels',
          label: { en: 'Wheels', bn: 'চাকা' },
          type: 'choice',
          choices: [
            { value: '2-inline', label: { en: '2 inline wheels', bn: '২টি ইনলাইন চাকা' } },
            { value: '4-spinner', label: { en: '4 spinner wheels', bn: '৪টি ঘোরানো চাকা' } },
            {
              value: '8-double-spinner',
              label: { en: '8 double spinner wheels', bn: '৮টি ডাবল ঘোরানো চাকা' },
            },
          ],
        },
        {
          key: 'lock',
          label: { en: 'Lock', bn: 'লক' },
          type: 'choice',
          choices: [
            { value: 'none', label: { en: 'None', bn: 'নেই' } },
            {
              value: 'combination',
              label: { en: '3-digit combination lock', bn: '৩-অঙ্কের কম্বিনেশন লক' },
            },
            { value: 'tsa', label: { en: 'TSA combination lock', bn: 'টিএসএ কম্বিনেশন লক' } },
          ],
        },
        {
          key: 'expandable',
          label: { en: 'Expandable', bn: 'বাড়ানো যায়' },
          type: 'boolean',
        },
        {
          key: 'handle',
          label: { en: 'Trolley handle', bn: 'ট্রলি হাতল' },
          type: 'text',
        },
      ],
    },
  ],
  // Accessories are cables, chargers, straps, ear tips, batteries, screen guards, adapters and power
  // banks: one sheet of optional fields, each product fills the ones that apply to it.
  part: [
    {
      key: 'general',
      label: { en: 'General', bn: 'সাধারণ' },
      fields: [
        {
          key: 'accessory-type',
          label: { en: 'Type', bn: 'ধরন' },
          type: 'choice',
          choices: [
            { value: 'cable', label: { en: 'Cable', bn: 'ক্যাবল' } },
            { value: 'charger', label: { en: 'Charger', bn: 'চার্জার' } },
            { value: 'power-bank', label: { en: 'Power bank', bn: 'পাওয়ার ব্যাংক' } },
            { value: 'battery', label: { en: 'Battery', bn: 'ব্যাটারি' } },
            { value: 'strap', label: { en: 'Watch strap', bn: 'ঘড়ির স্ট্র্যাপ' } },
            { value: 'ear-tips', label: { en: 'Ear tips', bn: 'ইয়ার টিপস' } },
            { value: 'screen-protector', label: { en: 'Screen protector', bn: 'স্ক্রিন প্রটেক্টর' } },
            {
              value: 'network-adapter',
              label: { en: 'Network adapter', bn: 'নেটওয়ার্ক অ্যাডাপ্টার' },
            },
          ],
        },
        { key: 'model', label: { en: 'Model', bn: 'মডেল' }, type: 'text' },
        { key: 'compatibility', label: { en: 'Works with', bn: 'যেগুলোর সাথে চলে' }, type: 'text' },
        { key: 'material', label: { en: 'Material', bn: 'উপাদান' }, type: 'text' },
        { key: 'colour', label: { en: 'Colour', bn: 'রং' }, type: 'text' },
        { key: 'size', label: { en: 'Size', bn: 'মাপ' }, type: 'text' },
        { key: 'in-the-box', label: { en: 'In the box', bn: 'বাক্সে যা থাকে' }, type: 'text' },
        {
          key: 'pieces',
          label: { en: 'Pieces in the pack', bn: 'প্যাকে কয়টি' },
          type: 'number',
          unit: { en: 'pcs', bn: 'টি' },
          min: 1,
          max: 100,
        },
        {
          key: 'weight',
          label: { en: 'Weight', bn: 'ওজন' },
          type: 'number',
          unit: { en: 'g', bn: 'গ্রাম' },
          min: 0.5,
          max: 2000,
        },
      ],
    },
    {
      key: 'power',
      label: { en: 'Power', bn: 'পাওয়ার' },
      fields: [
        {
          key: 'capacity',
          label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
          type: 'number',
          unit: { en: 'mAh', bn: 'এমএএইচ' },
          min: 100,
          max: 50000,
        },
        {
          key: 'output-power',
          label: { en: 'Maximum output', bn: 'সর্বোচ্চ আউটপুট' },
          type: 'number',
          unit: { en: 'W', bn: 'ওয়াট' },
          min: 1,
          max: 240,
        },
        {
          key: 'voltage',
          label: { en: 'Nominal voltage', bn: 'নমিনাল ভোল্টেজ' },
          type: 'number',
          unit: { en: 'V', bn: 'ভোল্ট' },
          min: 1,
          max: 48,
        },
        {
          key: 'fast-charging',
          label: { en: 'Fast-charging standards', bn: 'ফাস্ট চার্জিং স্ট্যান্ডার্ড' },
          type: 'text',
        },
      ],
    },
    {
      key: 'connection',
      label: { en: 'Connection', bn: 'সংযোগ' },
      fields: [
        { key: 'connector', label: { en: 'Connectors', bn: 'কানেক্টর' }, type: 'text' },
        {
          key: 'length',
          label: { en: 'Length', bn: 'দৈর্ঘ্য' },
          type: 'number',
          unit: { en: 'm', bn: 'মিটার' },
          min: 0.1,
          max: 100,
        },
        {
          key: 'data-rate',
          label: { en: 'Data speed', bn: 'ডেটা স্পিড' },
          type: 'number',
          unit: { en: 'Mbps', bn: 'এমবিপিএস' },
          min: 1,
          max: 40000,
        },
      ],
    },
  ],
};
