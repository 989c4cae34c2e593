import { shopTheme } from '@shop/ui';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * The shop's antd theme around the screens that use antd (account pages, dashboard frame). Import
 * this only from modules loaded with `lazyPage`: `@shop/ui` is CommonJS, so importing it pulls all
 * of antd into whichever chunk imports it, and the public pages must not download antd.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={shopTheme}>{children}</ConfigProvider>;
}
