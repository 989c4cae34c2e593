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
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Noto Sans Bengali', 'Helvetica Neue', Arial, system-ui, sans-serif",
  },
};
