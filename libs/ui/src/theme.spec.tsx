import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Tag } from 'antd';
import { renderToString } from 'react-dom/server';
import { SHOP_FONT_FAMILY, shopTheme } from './theme';

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

/** antd's preset colours (`PresetColors`). */
const PALETTES = [
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
];

describe('shopTheme', () => {
  // What the browser gets: the CSS variables antd writes for a tree under the shop's theme. A preset
  // Tag's text is `var(--ant-<palette>-7)` on `var(--ant-<palette>-1)` (antd's tag/style/presetCmp).
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={shopTheme}>
        {PALETTES.map((palette) => (
          <Tag key={palette} color={palette}>
            {palette}
          </Tag>
        ))}
      </ConfigProvider>
    </StyleProvider>,
  );
  const css = extractStyle(cache, { plain: true });
  const variable = (name: string) =>
    new RegExp(`--ant-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];

  it.each(PALETTES)('gives a %s Tag text at least 4.5:1 on its background (WCAG AA)', (palette) => {
    expect(css).toContain(`color:var(--ant-${palette}-7)`);
    const text = variable(`${palette}-7`)!;
    const background = variable(`${palette}-1`)!;
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the shop colour', () => {
    expect(variable('color-primary')).toBe('#1f3fbf');
  });

  it('draws antd (dialogs, tooltips, menus in portals too) in the shop’s Bengali face first', () => {
    // The face's unicode-range gives it only Bengali; without it first, a machine with no Bengali
    // system font shows a Bengali dialog as boxes.
    const family = /--ant-font-family:\s*([^;}]+)/.exec(css)?.[1];
    expect(family?.trim()).toBe(SHOP_FONT_FAMILY);
    expect(SHOP_FONT_FAMILY.startsWith("'Noto Sans Bengali',")).toBe(true);
  });

  it('draws the taka sign from the small face, next in the stack', () => {
    // The whole face's unicode-range leaves ৳ out (shell/src/app/fonts.css): without the small
    // face right after it, a price falls through to the system faces, boxes on such a machine.
    const families = SHOP_FONT_FAMILY.split(',').map((name) => name.trim());
    expect(families.slice(0, 2)).toEqual(["'Noto Sans Bengali'", "'Noto Sans Bengali Signs'"]);
  });
});
