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
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Noto Sans Bengali', 'Helvetica Neue', Arial, system-ui, sans-serif",
  },
};
