import type { SpecGroup } from '@shop/contracts';
import { compareRow, compareSpecGroups, shownGroups, valuesDiffer } from './compare-rows';

const WORDS = { yes: 'Yes', no: 'No' };

const GROUPS: SpecGroup[] = [
  {
    key: 'wifi',
    label: { en: 'Wi-Fi', bn: 'ওয়াই-ফাই' },
    fields: [
      {
        key: 'standard',
        label: { en: 'Standard', bn: 'স্ট্যান্ডার্ড' },
        type: 'choice',
        choices: [
          { value: 'wifi-5', label: { en: 'Wi-Fi 5', bn: 'ওয়াই-ফাই ৫' } },
          { value: 'wifi-6', label: { en: 'Wi-Fi 6', bn: 'ওয়াই-ফাই ৬' } },
        ],
      },
      { key: 'mesh', label: { en: 'Mesh', bn: 'মেশ' }, type: 'boolean' },
    ],
  },
  {
    key: 'ports',
    label: { en: 'Ports', bn: 'পোর্ট' },
    fields: [
      { key: 'lan-ports', label: { en: 'LAN ports', bn: 'ল্যান পোর্ট' }, type: 'number' },
      { key: 'usb', label: { en: 'USB', bn: 'ইউএসবি' }, type: 'boolean' },
    ],
  },
];

describe('valuesDiffer', () => {
  it('one column never differs; equal values do not; any other value or a missing one does', () => {
    expect(valuesDiffer(['Wi-Fi 6'])).toBe(false);
    expect(valuesDiffer(['Wi-Fi 6', 'Wi-Fi 6', 'Wi-Fi 6'])).toBe(false);
    expect(valuesDiffer(['Wi-Fi 6', 'Wi-Fi 5'])).toBe(true);
    expect(valuesDiffer(['Wi-Fi 6', 'Wi-Fi 6', undefined])).toBe(true);
    expect(valuesDiffer([undefined, undefined])).toBe(false);
  });
});

describe('compareSpecGroups', () => {
  it('lines up every filled field of the template, one value per product, and marks the rows that differ', () => {
    const groups = compareSpecGroups(
      GROUPS,
      [
        [
          { key: 'standard', value: 'wifi-6' },
          { key: 'mesh', value: true },
          { key: 'lan-ports', value: 4 },
        ],
        [
          { key: 'lan-ports', value: 4 },
          { key: 'standard', value: 'wifi-5' },
          { key: 'mesh', value: true },
        ],
      ],
      'en',
      WORDS,
    );
    expect(groups).toEqual([
      {
        key: 'wifi',
        label: 'Wi-Fi',
        rows: [
          { key: 'standard', label: 'Standard', values: ['Wi-Fi 6', 'Wi-Fi 5'], differs: true },
          { key: 'mesh', label: 'Mesh', values: ['Yes', 'Yes'], differs: false },
        ],
      },
      {
        key: 'ports',
        label: 'Ports',
        // USB: filled by none of them, so no row.
        rows: [{ key: 'lan-ports', label: 'LAN ports', values: ['4', '4'], differs: false }],
      },
    ]);
  });

  it('shows a field only one product fills, as a difference, in the page’s language', () => {
    const [ports] = compareSpecGroups(GROUPS.slice(1), [[{ key: 'usb', value: false }], []], 'bn', {
      yes: 'হ্যাঁ',
      no: 'না',
    });
    expect(ports).toEqual({
      key: 'ports',
      label: 'পোর্ট',
      rows: [{ key: 'usb', label: 'ইউএসবি', values: ['না', undefined], differs: true }],
    });
  });
});

describe('shownGroups', () => {
  const groups = [
    {
      key: 'overview',
      label: 'Overview',
      rows: [
        compareRow('price', 'Price', ['৳2,500', '৳3,100']),
        compareRow('brand', 'Brand', ['TP-Link', 'TP-Link']),
      ],
    },
    { key: 'ports', label: 'Ports', rows: [compareRow('lan-ports', 'LAN ports', ['4', '4'])] },
  ];

  it('shows every row unless identical rows are hidden', () => {
    expect(shownGroups(groups, false)).toEqual(groups);
  });

  it('hiding identical rows keeps the rows that differ, and drops groups left empty', () => {
    expect(shownGroups(groups, true)).toEqual([
      { key: 'overview', label: 'Overview', rows: [groups[0].rows[0]] },
    ]);
  });
});
