import type { SpecGroup } from '@shop/contracts';
import { checkSpecs, checkSpecTemplate, inTemplateOrder, SPEC_LIMITS } from './spec-sheet';

const TEMPLATE: SpecGroup[] = [
  {
    key: 'battery',
    label: { en: 'Battery', bn: 'ব্যাটারি' },
    fields: [
      {
        key: 'capacity',
        label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
        type: 'number',
        unit: { en: 'mAh', bn: 'এমএএইচ' },
        min: 50,
        max: 1000,
      },
      { key: 'fast-charge', label: { en: 'Fast charging', bn: 'ফাস্ট চার্জিং' }, type: 'boolean' },
    ],
  },
  {
    key: 'connectivity',
    label: { en: 'Connectivity', bn: 'সংযোগ' },
    fields: [
      {
        key: 'bluetooth',
        label: { en: 'Bluetooth', bn: 'ব্লুটুথ' },
        type: 'choice',
        choices: [
          { value: '5-0', label: { en: '5.0', bn: '৫.০' } },
          { value: '5-3', label: { en: '5.3', bn: '৫.৩' } },
        ],
      },
      { key: 'ports', label: { en: 'Ports', bn: 'পোর্ট' }, type: 'text' },
      { key: 'weight', label: { en: 'Weight', bn: 'ওজন' }, type: 'number', min: 1 },
    ],
  },
];

describe('checkSpecs', () => {
  it('accepts a valid, partly filled sheet in any order', () => {
    expect(
      checkSpecs(TEMPLATE, [
        { key: 'bluetooth', value: '5-3' },
        { key: 'capacity', value: 300 },
        { key: 'fast-charge', value: false },
        { key: 'ports', value: 'USB-C' },
      ]),
    ).toEqual([]);
  });

  it.each([
    [50, true],
    [1000, true],
    [49.99, false],
    [1000.5, false],
  ])('a number at the bounds (%p) is accepted: %p', (value, ok) => {
    const problems = checkSpecs(TEMPLATE, [{ key: 'capacity', value }]);
    expect(problems.length === 0).toBe(ok);
    if (!ok) {
      expect(problems[0]).toEqual({
        key: 'capacity',
        code: 'out-of-range',
        message: {
          en: 'Capacity must be between 50 mAh and 1000 mAh',
          bn: 'ধারণক্ষমতা ৫০ এমএএইচ থেকে ১০০০ এমএএইচ এর মধ্যে হতে হবে',
        },
      });
    }
  });

  it('says "at least" for a field with only a minimum', () => {
    expect(checkSpecs(TEMPLATE, [{ key: 'weight', value: 0 }])[0].message).toEqual({
      en: 'Weight must be at least 1',
      bn: 'ওজন কমপক্ষে ১ হতে হবে',
    });
  });

  it.each([
    ['5000 mAh', 'wrong-type'],
    ['300', 'wrong-type'],
    [Number.NaN, 'wrong-type'],
    [Number.POSITIVE_INFINITY, 'wrong-type'],
    [true, 'wrong-type'],
  ])('a number field refuses %p', (value, code) => {
    const [problem] = checkSpecs(TEMPLATE, [{ key: 'capacity', value: value as number }]);
    expect(problem.code).toBe(code);
    expect(problem.message.en).toBe('Capacity must be a number (in mAh)');
    expect(problem.message.bn).toBe('ধারণক্ষমতা একটি সংখ্যা হতে হবে (এমএএইচ এককে)');
  });

  it('refuses a choice not among the choices, and a non-text choice', () => {
    expect(checkSpecs(TEMPLATE, [{ key: 'bluetooth', value: '6-0' }])[0].code).toBe(
      'unknown-choice',
    );
    expect(checkSpecs(TEMPLATE, [{ key: 'bluetooth', value: 5 }])[0].code).toBe('wrong-type');
  });

  it('refuses yes/no given as text', () => {
    expect(checkSpecs(TEMPLATE, [{ key: 'fast-charge', value: 'yes' }])[0]).toMatchObject({
      code: 'wrong-type',
      message: { en: 'Fast charging must be yes or no' },
    });
  });

  it('refuses empty and too long text', () => {
    expect(checkSpecs(TEMPLATE, [{ key: 'ports', value: '  ' }])[0].code).toBe('text-empty');
    const long = 'x'.repeat(SPEC_LIMITS.textValue + 1);
    expect(checkSpecs(TEMPLATE, [{ key: 'ports', value: long }])[0].code).toBe('text-too-long');
    expect(checkSpecs(TEMPLATE, [{ key: 'ports', value: long.slice(1) }])).toEqual([]);
    expect(checkSpecs(TEMPLATE, [{ key: 'ports', value: 3 }])[0].code).toBe('wrong-type');
  });

  it('refuses an unknown key and a key given twice', () => {
    expect(
      checkSpecs(TEMPLATE, [
        { key: 'colour', value: 'red' },
        { key: 'capacity', value: 300 },
        { key: 'capacity', value: 400 },
      ]).map((problem) => [problem.key, problem.code]),
    ).toEqual([
      ['colour', 'unknown-key'],
      ['capacity', 'duplicate-key'],
    ]);
  });
});

describe('inTemplateOrder', () => {
  it('orders a sheet as the template and drops values without a field', () => {
    expect(
      inTemplateOrder(TEMPLATE, [
        { key: 'ports', value: 'USB-C' },
        { key: 'gone', value: 1 },
        { key: 'capacity', value: 300 },
      ]).map((spec) => spec.key),
    ).toEqual(['capacity', 'ports']);
  });
});

describe('checkSpecTemplate', () => {
  const paths = (groups: SpecGroup[]) => checkSpecTemplate(groups).map((problem) => problem.path);
  const clone = (): SpecGroup[] => JSON.parse(JSON.stringify(TEMPLATE)) as SpecGroup[];

  it('accepts a good template and an empty one', () => {
    expect(checkSpecTemplate(TEMPLATE)).toEqual([]);
    expect(checkSpecTemplate([])).toEqual([]);
  });

  it('refuses a field key used twice, also across groups', () => {
    const groups = clone();
    groups[1].fields[0].key = 'capacity';
    expect(checkSpecTemplate(groups)).toEqual([
      {
        path: 'groups.1.fields.0.key',
        message: {
          en: 'Group 2, field 1: key "capacity" is used twice',
          bn: 'গ্রুপ ২, ঘর ১: কী "capacity" দুবার ব্যবহার হয়েছে',
        },
      },
    ]);
  });

  it('refuses a group key used twice and keys that are not plain', () => {
    const groups = clone();
    groups[1].key = 'battery';
    groups[0].fields[1].key = 'Fast Charge';
    expect(paths(groups)).toEqual(['groups.0.fields.1.key', 'groups.1.key']);
  });

  it('refuses min above max (min = max is fine) and bounds that are not finite', () => {
    const groups = clone();
    groups[0].fields[0].min = 1000;
    expect(checkSpecTemplate(groups)).toEqual([]);
    groups[0].fields[0].min = 1001;
    expect(paths(groups)).toEqual(['groups.0.fields.0.min']);
    groups[0].fields[0].min = Number.NaN;
    expect(paths(groups)).toEqual(['groups.0.fields.0.min']);
  });

  it('refuses a choice field without choices or with a value twice', () => {
    const groups = clone();
    groups[1].fields[0].choices = [];
    expect(paths(groups)).toEqual(['groups.1.fields.0.choices']);
    groups[1].fields[0].choices = [
      { value: 'a', label: { en: 'A', bn: 'এ' } },
      { value: 'a', label: { en: 'A2', bn: 'এ২' } },
    ];
    expect(paths(groups)).toEqual(['groups.1.fields.0.choices.1.value']);
  });

  it('refuses a label empty in either language, a long one, and a unit in one language only', () => {
    const groups = clone();
    groups[0].label.bn = ' ';
    groups[0].fields[0].label.en = 'x'.repeat(SPEC_LIMITS.label + 1);
    groups[0].fields[0].unit = { en: 'mAh', bn: '' };
    expect(checkSpecTemplate(groups)).toEqual([
      {
        path: 'groups.0.label.bn',
        message: { en: 'Group 1: label: Bengali is Required', bn: 'গ্রুপ ১: নাম: বাংলা দিতে হবে' },
      },
      {
        path: 'groups.0.fields.0.label.en',
        message: {
          en: `Group 1, field 1: label: English must be ${SPEC_LIMITS.label} characters or shorter`,
          bn: 'গ্রুপ ১, ঘর ১: নাম: ইংরেজি ৮০ অক্ষরের বেশি হতে পারবে না',
        },
      },
      expect.objectContaining({ path: 'groups.0.fields.0.unit.bn' }),
    ]);
  });

  it('refuses an unknown type, a group without fields and too many groups', () => {
    const groups = clone();
    (groups[0].fields[1] as { type: string }).type = 'date';
    groups[1].fields = [];
    expect(paths(groups)).toEqual(['groups.0.fields.1.type', 'groups.1.fields']);
    const many = Array.from({ length: SPEC_LIMITS.groups + 1 }, (_, i) => ({
      ...TEMPLATE[0],
      key: `g${i}`,
      fields: [],
    }));
    expect(paths(many)).toEqual(['groups']);
  });
});
