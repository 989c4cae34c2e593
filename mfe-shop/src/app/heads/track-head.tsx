import { PageHead } from '../../lib/page-head';
import { crumbs, useHeadContext } from './head-context';

/** `/track`: a form about one person's order, never listed by search engines. */
export function TrackHead() {
  const context = useHeadContext();
  const { t, language, origin } = context;
  const title = t('head.track.title');
  return (
    <PageHead
      title={title}
      description={t('head.track.description')}
      path="/track"
      language={language}
      origin={origin}
      noindex
      jsonLd={[crumbs(context, [{ name: title, path: '/track' }])]}
    />
  );
}
