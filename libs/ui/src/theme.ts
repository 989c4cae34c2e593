import type { ThemeConfig } from 'antd';

/**
 * A preset Tag (`<Tag color="gold">`) writes its text in the palette's 7th shade on its 1st; for
 * these palettes that is under 4.5:1 (yellow 2.0, lime 2.5, gold 2.8, green, orange and cyan 3.3–3.4,
 * volcano 4.4), so their text takes a darker shade of the same palette (`theme.spec.tsx`).
 */
const DARKER_SEVENTH_SHADES = {
  yellow: '#614700',
  gold: '#874d00',
  lime: '#3f6600',
  green: '#237804',
  orange: '#ad4e00',
  cyan: '#006d75',
  volcano: '#ad2102',
} as const;

/**
 * Both token spellings: antd derives `gold7` and `gold-7`, and both become the CSS variable
 * `--ant-gold-7` that the Tag's style reads — the last one written wins, so both are overridden.
 */
const TAG_TEXT_SHADES = Object.fromEntries(
  Object.entries(DARKER_SEVENTH_SHADES).flatMap(([palette, colour]) => [
    [`${palette}7`, colour],
    [`${palette}-7`, colour],
  ]),
);

/**
 * The shop's font stack, for every text it draws: pages, antd's dialogs, tooltips, menus and
 * notifications (rendered in portals outside the page's markup), and the toasts. The shop's own Noto
 * Sans Bengali (self-hosted by the shell, `shell/src/app/fonts.css`) comes first: its unicode-range
 * gives it only the Bengali characters, the rest falls through to the system faces. The taka sign
 * falls through to the next, Noto Sans Bengali Signs, a ~1 KB cut of the same face that every page
 * preloads (so an English page's prices do not fetch the whole face). A machine without a Bengali
 * system font shows Bengali in any other stack as rows of empty boxes.
 */
export const SHOP_FONT_FAMILY =
  "'Noto Sans Bengali', 'Noto Sans Bengali Signs', Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif";

/**
 * The shop's antd theme. antd is not a shared module (see docs/architecture.md, "Shared bundles"), so the
 * shell and each remote apply these tokens through their own ConfigProvider.
 */
export const shopTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f3fbf',
    colorLink: '#1f3fbf',
    borderRadius: 10,
    // Contrast (WCAG AA, 4.5:1 on white and on the layout's #f5f5f5). antd's defaults are lighter:
    // secondary texts (empty states, description labels, character counts) at 45 % black, the
    // danger red #ff4d4f.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorError: '#cf1322',
    ...TAG_TEXT_SHADES,
    fontFamily: SHOP_FONT_FAMILY,
  },
};
