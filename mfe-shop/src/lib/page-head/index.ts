export { clip, headTags, pageUrl, type HeadTags, type PageHeadInput } from './head-tags';
export {
  availabilityOf,
  breadcrumbJsonLd,
  JSON_LD_REVIEWS,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  SHOP_NAME,
  webSiteJsonLd,
  type JsonLd,
} from './json-ld';
export { PageHead } from './page-head';
