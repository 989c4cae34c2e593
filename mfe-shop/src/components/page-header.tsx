import { PageHeader as TitleBlock, type PageHeaderProps } from '@shop/ui';

/** A storefront page's title block: the page's one h1 (no shell heading above it), its lead. */
export function PageHeader(props: Omit<PageHeaderProps, 'level'>) {
  return <TitleBlock {...props} level={1} />;
}
