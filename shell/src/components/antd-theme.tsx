import { AntdProviders } from '@shop/ui';
import type { ReactNode } from 'react';

/**
 * The shop's antd theme, and antd's own texts in the active language, around the screens that use
 * antd (account pages, dashboard frame). Import this only from modules loaded with `lazyPage`:
 * `@shop/ui` is CommonJS, so importing it pulls all of antd into whichever chunk imports it, and
 * the public pages must not download antd.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <AntdProviders>{children}</AntdProviders>;
}
