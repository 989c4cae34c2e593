import { theme } from 'antd';
import { shopTheme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

describe('shopTheme', () => {
  // antd writes a preset Tag's text in `<palette>7` on `<palette>1` (theme/util/genPresetColor).
  const tokens = theme.getDesignToken(shopTheme) as unknown as Record<string, string>;

  // antd's preset colours (`PresetColors`).
  it.each([
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'lime',
    'gold',
  ])(
    'gives a %s Tag text at least 4.5:1 on its background (WCAG AA)',
    (palette) => {
      const text = tokens[`${palette}7`];
      const background = tokens[`${palette}1`];
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
