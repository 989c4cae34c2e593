import {
  organizationJsonLd,
  PageHead,
  pageUrl,
  webSiteJsonLd,
  type PageHeadInput,
} from '../../lib/page-head';
import { useHeadContext, type HeadContext } from './head-context';

/** `/` and `/home` (one page: its canonical URL is `/`). */
export function homeHead(context: HeadContext): PageHeadInput {
  const { t, language, origin } = context;
  const home = pageUrl(origin, '/', language);
  return {
    title: t('head.home.title'),
    description: t('head.home.description'),
    path: '/',
    language,
    origin,
    jsonLd: [
      organizationJsonLd(origin),
      webSiteJsonLd(home, `${pageUrl(origin, '/shops', language)}?q=`, language),
    ],
  };
}

export function HomeHead() {
  return <PageHead {...homeHead(useHeadContext())} />;
}
