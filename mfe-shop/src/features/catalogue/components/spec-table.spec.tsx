import type { SpecField, SpecGroup } from '@shop/contracts';
import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { fakeApi, json } from '@shop/tools/jest/fake-api';
import { cleanup, render, screen } from '@testing-library/react';
import bn from '../../../locales/bn.json';
import en from '../../../locales/en.json';
import { renderPage } from '../../../testing/render-page';
import { keepLatin, specRowGroups, SpecTable, specValueText } from './spec-table';

const WORDS = { yes: 'Yes', no: 'No' };

const battery: SpecField = {
  key: 'battery-capacity',
  label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
  type: 'number',
  unit: { en: 'mAh', bn: 'এমএএইচ' },
};
const anc: SpecField = { key: 'anc', label: { en: 'ANC', bn: 'এএনসি' }, type: 'boolean' };
const bluetooth: SpecField = {
  key: 'bluetooth',
  label: { en: 'Bluetooth version', bn: 'ব্লুটুথ ভার্সন' },
  type: 'choice',
  choices: [{ value: '5-3', label: { en: '5.3', bn: '৫.৩' } }],
};
const strap: SpecField = { key: 'strap', label: { en: 'Strap', bn: 'স্ট্র্যাপ' }, type: 'text' };

const GROUPS: SpecGroup[] = [
  { key: 'battery', label: { en: 'Battery', bn: 'ব্যাটারি' }, fields: [battery, anc] },
  { key: 'connectivity', label: { en: 'Connectivity', bn: 'সংযোগ' }, fields: [bluetooth] },
  { key: 'body', label: { en: 'Body', bn: 'বডি' }, fields: [strap] },
];

describe('specValueText', () => {
  it('a number in the page’s digits, grouped, with the unit in the page’s language', () => {
    expect(specValueText(battery, 10000, 'en', WORDS)).toBe('10,000 mAh');
    expect(specValueText(battery, 10000, 'bn', WORDS)).toBe('১০,০০০ এমএএইচ');
    expect(specValueText(battery, 1.83, 'bn', WORDS)).toBe('১.৮৩ এমএএইচ');
    expect(specValueText({ ...battery, unit: undefined }, 4, 'en', WORDS)).toBe('4');
  });

  it('yes/no as words, a choice by its label, text as written', () => {
    expect(specValueText(anc, true, 'en', WORDS)).toBe('Yes');
    expect(specValueText(anc, false, 'bn', { yes: 'হ্যাঁ', no: 'না' })).toBe('না');
    expect(specValueText(bluetooth, '5-3', 'bn', WORDS)).toBe('৫.৩');
    expect(specValueText(strap, 'TPU', 'bn', WORDS)).toBe('TPU');
  });

  it('nothing for a value that does not fit its field', () => {
    expect(specValueText(battery, '300', 'en', WORDS)).toBeUndefined();
    expect(specValueText(anc, 'yes', 'en', WORDS)).toBeUndefined();
    expect(specValueText(bluetooth, '4-0', 'en', WORDS)).toBeUndefined();
    expect(specValueText(strap, '  ', 'en', WORDS)).toBeUndefined();
  });
});

describe('specRowGroups', () => {
  it('follows the template’s order, skips keys it lacks and groups left empty', () => {
    const groups = specRowGroups(
      GROUPS,
      [
        { key: 'bluetooth', value: '5-3' },
        { key: 'retired-field', value: 3 },
        { key: 'anc', value: true },
        { key: 'battery-capacity', value: 289 },
      ],
      'en',
      WORDS,
    );
    expect(groups).toEqual([
      {
        key: 'battery',
        label: 'Battery',
        rows: [
          { key: 'battery-capacity', label: 'Capacity', value: '289 mAh' },
          { key: 'anc', label: 'ANC', value: 'Yes' },
        ],
      },
      {
        key: 'connectivity',
        label: 'Connectivity',
        rows: [{ key: 'bluetooth', label: 'Bluetooth version', value: '5.3' }],
      },
    ]);
  });
});

describe('keepLatin', () => {
  it('marks the Latin runs of a Bengali text as not to be translated', () => {
    const { container } = render(
      <p>{keepLatin('রক্তে অক্সিজেন (SpO2), ওয়াই-ফাই ৬ (802.11ax)', 'bn')}</p>,
    );
    expect([...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent)).toEqual([
      'SpO2',
      'ax',
    ]);
    expect(container.textContent).toBe('রক্তে অক্সিজেন (SpO2), ওয়াই-ফাই ৬ (802.11ax)');
  });

  it('leaves English alone', () => {
    expect(keepLatin('Blood oxygen (SpO2)', 'en')).toBe('Blood oxygen (SpO2)');
  });
});

describe('SpecTable', () => {
  const specs = [
    { key: 'battery-capacity', value: 289 },
    { key: 'anc', value: false },
    { key: 'bluetooth', value: '5-3' },
    { key: 'strap', value: 'TPU' },
  ];

  beforeEach(() => {
    fakeApi({
      'GET /spec-templates/tws': () => json(200, { category: 'tws', groups: GROUPS, revision: 1 }),
    });
  });

  afterEach(cleanup);

  it('shows one captioned table per group, label | value', async () => {
    renderPage(<SpecTable category="tws" specs={specs} />);
    const table = await screen.findByTestId('spec-table');
    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeTruthy();
    expect([...table.querySelectorAll('caption')].map((c) => c.textContent)).toEqual([
      'Battery',
      'Connectivity',
      'Body',
    ]);
    expect(
      [...table.querySelectorAll('tr')].map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('td')?.textContent,
      ]),
    ).toEqual([
      ['Capacity', '289 mAh'],
      ['ANC', 'No'],
      ['Bluetooth version', '5.3'],
      ['Strap', 'TPU'],
    ]);
  });

  it('asks for no template when the product has no specs', () => {
    const { container } = renderPage(<SpecTable category="tws" specs={[]} />);
    expect(container.textContent).toBe('');
  });

  describe('in Bengali', () => {
    beforeAll(async () => {
      initI18nWith({ common: await loadCommonMessages('bn'), shop: bn }, 'bn');
    });
    afterAll(() => {
      initI18nWith({ common: COMMON_MESSAGES_EN, shop: en }, 'en');
    });

    it('Bengali labels, digits, units and words; Latin only where nothing translates it', async () => {
      renderPage(<SpecTable category="tws" specs={specs} />);
      const table = await screen.findByTestId('spec-table');
      expect(screen.getByRole('heading', { name: 'স্পেসিফিকেশন' })).toBeTruthy();
      expect(
        [...table.querySelectorAll('tr')].map((row) => row.querySelector('td')?.textContent),
      ).toEqual(['২৮৯ এমএএইচ', 'না', '৫.৩', 'TPU']);
      const latin = [...table.querySelectorAll('th, td, caption, h2')].filter(
        (cell) =>
          /[A-Za-z]/.test(cell.textContent ?? '') &&
          [...cell.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && /[A-Za-z]/.test(node.textContent ?? ''),
          ),
      );
      expect(latin).toEqual([]);
    });
  });
});
