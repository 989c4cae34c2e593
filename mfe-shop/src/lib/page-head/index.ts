export { clip, headTags, pageUrl, type HeadTags, type PageHeadInput } from './head-tags';
export {
  breadcrumbJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  SHOP_NAME,
  webSiteJsonLd,
  type JsonLd,
} from './json-ld';
export { availabilityOf, JSON_LD_REVIEWS, productJsonLd } from './product-json-ld';
export { PageHead } from './page-head';
