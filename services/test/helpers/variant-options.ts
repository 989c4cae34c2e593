/** A colour option with two values, as the admin's form saves it (tests of variants and orders). */
export const COLOUR_OPTION = {
  key: 'colour',
  name: { en: 'Colour', bn: 'রং' },
  kind: 'colour',
  values: [
    { key: 'blue', label: { en: 'Blue', bn: 'নীল' }, swatch: '#1f6feb' },
    { key: 'black', label: { en: 'Black', bn: 'কালো' }, swatch: '#111111' },
  ],
};
