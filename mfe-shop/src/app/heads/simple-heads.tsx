import { PageHead, type PageHeadInput } from '../../lib/page-head';
import { crumbs, useHeadContext, type HeadContext } from './head-context';

/** `/reviews`, `/dailyD` and `/cService`: a title, a description and their breadcrumb. */
export function simpleHead(
  context: HeadContext,
  page: 'reviews' | 'deals' | 'contact',
  path: string,
): PageHeadInput {
  const { t, language, origin } = context;
  const title = t(`head.${page}.title`);
  return {
    title,
    description: t(`head.${page}.description`),
    path,
    language,
    origin,
    jsonLd: [crumbs(context, [{ name: title, path }])],
  };
}

export function ReviewsHead() {
  return <PageHead {...simpleHead(useHeadContext(), 'reviews', '/reviews')} />;
}

export function DailyDealsHead() {
  return <PageHead {...simpleHead(useHeadContext(), 'deals', '/dailyD')} />;
}

export function ContactHead() {
  return <PageHead {...simpleHead(useHeadContext(), 'contact', '/cService')} />;
}
