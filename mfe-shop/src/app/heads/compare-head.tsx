import { PageHead } from '../../lib/page-head';
import { crumbs, useHeadContext } from './head-context';

/** `/compare`: a page of the visitor's own choosing, never listed by search engines. */
export function CompareHead() {
  const context = useHeadContext();
  const { t, language, origin } = context;
  const title = t('head.compare.title');
  return (
    <PageHead
      title={title}
      description={t('head.compare.description')}
      path="/compare"
      language={language}
      origin={origin}
      noindex
      jsonLd={[crumbs(context, [{ name: title, path: '/compare' }])]}
    />
  );
}
