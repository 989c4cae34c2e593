/**
 * Reads what a page tells search engines and link-preview crawlers: its title, `<meta>` tags
 * (description, Open Graph, Twitter), canonical and `hreflang` links, and its JSON-LD blocks; and
 * checks them against what previews and Google's Product rich results need. Used by
 * `npm run seo:preview` and the browser test e2e/src/seo.spec.ts.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

export interface PageTags {
  /** Every `<title>`'s text (a page should have one). */
  titles: string[];
  /** `<meta>` contents by `name` or `property` (`description`, `og:title`, …), in order. */
  meta: Record<string, string[]>;
  /** `<link rel="canonical">` hrefs. */
  canonical: string[];
  /** `<link rel="alternate" hreflang>`: language → href. */
  alternates: Record<string, string>;
  /** Every JSON-LD block, parsed; a block that is not JSON is in `jsonLdErrors`. */
  jsonLd: Array<Record<string, unknown>>;
  jsonLdErrors: string[];
  /** Where the first `og:` tag starts, in characters from the start of the page (-1: none). */
  openGraphOffset: number;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function text(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children =
    'content' in node && node.tagName === 'template' ? node.content.childNodes : undefined;
  for (const child of children ?? ('childNodes' in node ? node.childNodes : [])) {
    yield* elements(child);
  }
}

export function readPageTags(html: string): PageTags {
  const tags: PageTags = {
    titles: [],
    meta: {},
    canonical: [],
    alternates: {},
    jsonLd: [],
    jsonLdErrors: [],
    openGraphOffset: html.search(/<meta\b[^>]*\sproperty="og:/),
  };
  for (const element of elements(parse(html))) {
    const rel = attribute(element, 'rel');
    if (element.tagName === 'title') tags.titles.push(text(element));
    else if (element.tagName === 'meta') {
      const key = attribute(element, 'property') ?? attribute(element, 'name');
      const content = attribute(element, 'content');
      if (key && content !== undefined) (tags.meta[key] ??= []).push(content);
    } else if (element.tagName === 'link' && rel === 'canonical') {
      tags.canonical.push(attribute(element, 'href') ?? '');
    } else if (element.tagName === 'link' && rel === 'alternate') {
      const language = attribute(element, 'hreflang');
      if (language) tags.alternates[language] = attribute(element, 'href') ?? '';
    } else if (
      element.tagName === 'script' &&
      attribute(element, 'type') === 'application/ld+json'
    ) {
      try {
        tags.jsonLd.push(JSON.parse(text(element)) as Record<string, unknown>);
      } catch (error) {
        tags.jsonLdErrors.push(String(error));
      }
    }
  }
  return tags;
}

/** The one value of a meta tag, or undefined. */
export const metaOf = (tags: PageTags, key: string) => tags.meta[key]?.[0];

/** Whether `value` is an absolute http(s) URL. */
export function isAbsoluteUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const AVAILABILITY = new Set(['https://schema.org/InStock', 'https://schema.org/OutOfStock']);

/**
 * What Google's Product rich results (product snippet and merchant listing) ask of a `Product`
 * block and is missing or wrong: name, image, offers with price, priceCurrency and availability.
 */
export function productProblems(product: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof product.name !== 'string' || product.name === '') problems.push('Product: no name');
  const images = ([] as unknown[]).concat(product.image ?? []);
  if (images.length === 0 || !images.every(isAbsoluteUrl))
    problems.push('Product: no absolute image URL');
  const offer = ([] as unknown[]).concat(product.offers ?? [])[0] as
    Record<string, unknown> | undefined;
  if (!offer) return [...problems, 'Product: no offers'];
  if (!(Number(offer.price) > 0)) problems.push('Offer: no price above zero');
  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency))
    problems.push('Offer: priceCurrency is not an ISO 4217 code');
  if (!AVAILABILITY.has(String(offer.availability)))
    problems.push('Offer: availability is not https://schema.org/InStock or OutOfStock');
  if (!isAbsoluteUrl(offer.url)) problems.push('Offer: no absolute url');
  return [...problems, ...ratingProblems(product)];
}

/**
 * What Google's product variant markup asks of a `ProductGroup`: a name, a `productGroupID`, what
 * the variants vary by (`variesBy`), and `hasVariant` Products that each pass productProblems and
 * name their SKU; its rating and reviews as a Product's.
 */
export function productGroupProblems(group: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof group.name !== 'string' || group.name === '') problems.push('ProductGroup: no name');
  if (typeof group.productGroupID !== 'string' || group.productGroupID === '')
    problems.push('ProductGroup: no productGroupID');
  const variesBy = ([] as unknown[]).concat(group.variesBy ?? []);
  if (
    variesBy.length === 0 ||
    !variesBy.every((value) => String(value).startsWith('https://schema.org/'))
  )
    problems.push('ProductGroup: variesBy names no schema.org property');
  const variants = ([] as unknown[]).concat(group.hasVariant ?? []) as Record<string, unknown>[];
  if (variants.length === 0) problems.push('ProductGroup: no hasVariant');
  variants.forEach((variant, index) => {
    for (const problem of productProblems(variant))
      problems.push(`Variant ${index + 1}: ${problem}`);
    if (typeof variant.sku !== 'string' || variant.sku === '')
      problems.push(`Variant ${index + 1}: no sku`);
  });
  return [...problems, ...ratingProblems(group)];
}

/** A rating's value as a number within its scale (schema.org assumes 1 to 5 when it says none). */
function offScale(rating: unknown): boolean {
  const {
    ratingValue,
    bestRating = 5,
    worstRating = 1,
  } = (rating ?? {}) as Record<string, unknown>;
  const value = Number(ratingValue);
  return !Number.isFinite(value) || value < Number(worstRating) || value > Number(bestRating);
}

/**
 * What Google's review snippet rules ask of a Product's `aggregateRating` and `review`s, when
 * they are there: a value within the scale and a count above zero; each review an author's name
 * and a rating within the scale.
 */
export function ratingProblems(product: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const aggregate = product.aggregateRating as Record<string, unknown> | undefined;
  if (aggregate) {
    if (offScale(aggregate)) problems.push('AggregateRating: ratingValue outside its scale');
    const count = Number(aggregate.reviewCount ?? aggregate.ratingCount);
    if (!Number.isInteger(count) || count < 1)
      problems.push('AggregateRating: no reviewCount or ratingCount above zero');
  }
  ([] as unknown[]).concat(product.review ?? []).forEach((item, index) => {
    const review = item as Record<string, unknown>;
    const author = review.author as Record<string, unknown> | undefined;
    if (typeof author?.name !== 'string' || author.name === '')
      problems.push(`Review ${index + 1}: no author name`);
    if (offScale(review.reviewRating))
      problems.push(`Review ${index + 1}: rating outside its scale`);
  });
  return problems;
}

/** The picture types Facebook, WhatsApp and X show in a preview (no SVG). */
export const PREVIEW_IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
];
/** Narrower pictures are shown small, beside the text, or not at all (Facebook: 600 × 315). */
export const PREVIEW_IMAGE_MIN_WIDTH = 600;
const RASTER_FILE = /\.(?:jpe?g|png|webp|gif)(?:[?#]|$)/i;
const NOT_RASTER = 'og:image is not a JPEG, PNG, WebP or GIF picture: previews show none other';

/** What is wrong with the picture og:image names, as fetched: its type and width. */
export function pictureProblems(picture: {
  status: number;
  contentType?: string | null;
  width?: number;
}): string[] {
  if (picture.status !== 200) return [`og:image answers ${picture.status}`];
  const type = picture.contentType?.split(';', 1)[0].trim() ?? '';
  if (!PREVIEW_IMAGE_TYPES.includes(type))
    return [`og:image is ${type || 'untyped'}: ${NOT_RASTER}`];
  if (picture.width === undefined || picture.width < PREVIEW_IMAGE_MIN_WIDTH)
    return [
      `og:image is ${picture.width ?? 'of unknown width'} px wide, under ${PREVIEW_IMAGE_MIN_WIDTH}`,
    ];
  return [];
}

/** What a link preview (Facebook, WhatsApp, Messenger, X) would miss or get wrong on the page. */
export function previewProblems(tags: PageTags): string[] {
  const problems: string[] = [];
  if (tags.titles.length !== 1) problems.push(`${tags.titles.length} <title> elements, not 1`);
  if (tags.meta.description?.length !== 1) problems.push('not exactly one meta description');
  for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'twitter:card']) {
    if (!metaOf(tags, key)) problems.push(`no ${key}`);
  }
  if (tags.canonical.length !== 1 || !isAbsoluteUrl(tags.canonical[0]))
    problems.push('no single absolute canonical URL');
  if (metaOf(tags, 'og:url') !== tags.canonical[0])
    problems.push('og:url is not the canonical URL');
  const image = metaOf(tags, 'og:image');
  if (image !== undefined && !isAbsoluteUrl(image)) problems.push('og:image is not absolute');
  if (image && !RASTER_FILE.test(image)) problems.push(NOT_RASTER);
  const imageType = metaOf(tags, 'og:image:type');
  if (imageType && !PREVIEW_IMAGE_TYPES.includes(imageType))
    problems.push(`og:image:type is ${imageType}: ${NOT_RASTER}`);
  if (metaOf(tags, 'og:type') === 'product') {
    if (!image) problems.push('a product without og:image');
    if (!metaOf(tags, 'product:price:amount')) problems.push('no product:price:amount');
    if (metaOf(tags, 'product:price:currency') !== 'BDT')
      problems.push('product:price:currency is not BDT');
  }
  if (tags.openGraphOffset > 1_000_000) problems.push('the Open Graph tags start after 1 MB');
  problems.push(...tags.jsonLdErrors.map((error) => `JSON-LD that is not JSON: ${error}`));
  for (const block of tags.jsonLd) {
    if (block['@context'] !== 'https://schema.org') problems.push('JSON-LD without @context');
    if (block['@type'] === 'Product') problems.push(...productProblems(block));
    if (block['@type'] === 'ProductGroup') problems.push(...productGroupProblems(block));
  }
  return problems;
}
