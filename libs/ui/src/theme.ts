import type { ThemeConfig } from 'antd';

/**
 * The shop's antd theme. antd is not a shared module (see the README's bundle measurements), so the
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
    // A preset Tag (<Tag color="gold">) writes its text in the palette's 7th shade on its 1st; for
    // these palettes that is under 4.5:1 (yellow 2.0, lime 2.5, gold 2.8, green, orange, cyan
    // 3.3–3.4, volcano 4.4), so their text takes a darker shade of the palette (`theme.spec.ts`).
    yellow7: '#614700',
    gold7: '#874d00',
    lime7: '#3f6600',
    green7: '#237804',
    orange7: '#ad4e00',
    cyan7: '#006d75',
    volcano7: '#ad2102',
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Noto Sans Bengali', 'Helvetica Neue', Arial, system-ui, sans-serif",
  },
};
