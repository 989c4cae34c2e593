/**
 * What a storefront page says about itself in the document head: title, description, canonical
 * URL, the same page in the other language (`hreflang`), Open Graph and Twitter card tags for link
 * previews, and its structured data. One pure function from the page's data, used alike by the
 * server render and the browser (the page renders the tags; React puts them in `<head>`).
 */
import { LANGUAGES, localizedPath, type Language } from '@shop/i18n';
import { serializeJsonLd, SHOP_NAME, type JsonLd } from './json-ld';

export interface PageHeadInput {
  /** The page's own title; the shop's name is added (` | TechParts BD`) unless it is already in it. */
  title: string;
  description: string;
  /** The page's path and canonical query, with or without its language prefix (`/shops?sort=…`). */
  path: string;
  language: Language;
  /** The storefront's public origin (`siteOrigin()`), e.g. `https://shop.example`. */
  origin: string;
  /** `og:type`: `website` unless a product page. */
  type?: 'website' | 'product';
  /** The picture a link preview shows, as an absolute URL, with its size and type when known. */
  image?: { url: string; alt: string; width?: number; height?: number; type?: string };
  /** A product's offer, as Open Graph's product tags say it. */
  product?: { price: number; inStock: boolean };
  jsonLd?: readonly JsonLd[];
  /** A page search engines must not list (a product that does not exist). */
  noindex?: boolean;
  /**
   * With noindex: the page is a narrowed view of another (a filtered listing), and `path` is that
   * page's, named as the canonical so links to the view count for it.
   */
  canonicalOnly?: boolean;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface LinkTag {
  rel: 'canonical' | 'alternate';
  href: string;
  hrefLang?: string;
}

export interface HeadTags {
  title: string;
  meta: MetaTag[];
  links: LinkTag[];
  /** Each block serialized for an inline `<script type="application/ld+json">`. */
  jsonLd: string[];
}

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

/** Descriptions are cut to about what search results show. */
export const DESCRIPTION_LENGTH = 160;

/** `text` in one line, cut at a word boundary to at most `max` characters (with `…`). */
export function clip(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The absolute URL of `path` in `language` (English at the root, Bengali under `/bn`). */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${localizedPath(path, language)}`;
}

export function headTags(input: PageHeadInput): HeadTags {
  const { origin, path, language } = input;
  const title = input.title.includes(SHOP_NAME) ? input.title : `${input.title} | ${SHOP_NAME}`;
  const description = clip(input.description);
  const url = pageUrl(origin, path, language);
  const property = (name: string, content: string): MetaTag => ({ property: name, content });
  const named = (name: string, content: string): MetaTag => ({ name, content });

  const meta: MetaTag[] = [
    named('description', description),
    ...(input.noindex ? [named('robots', 'noindex')] : []),
    property('og:site_name', SHOP_NAME),
    property('og:type', input.type ?? 'website'),
    property('og:title', input.title),
    property('og:description', description),
    property('og:url', url),
    property('og:locale', OG_LOCALE[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      property('og:locale:alternate', OG_LOCALE[other]),
    ),
  ];
  if (input.image) {
    const { url: imageUrl, alt, width, height, type } = input.image;
    meta.push(
      property('og:image', imageUrl),
      ...(type ? [property('og:image:type', type)] : []),
      ...(width ? [property('og:image:width', String(width))] : []),
      ...(height ? [property('og:image:height', String(height))] : []),
      property('og:image:alt', alt),
    );
  }
  if (input.product) {
    meta.push(
      property('product:price:amount', String(input.product.price)),
      property('product:price:currency', 'BDT'),
      property('product:availability', input.product.inStock ? 'in stock' : 'out of stock'),
    );
  }
  meta.push(
    named('twitter:card', input.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', input.title),
    named('twitter:description', description),
    ...(input.image
      ? [named('twitter:image', input.image.url), named('twitter:image:alt', input.image.alt)]
      : []),
  );

  const links: LinkTag[] = input.noindex
    ? input.canonicalOnly
      ? [{ rel: 'canonical', href: url }]
      : []
    : [
        { rel: 'canonical', href: url },
        ...LANGUAGES.map((other) => ({
          rel: 'alternate' as const,
          hrefLang: other,
          href: pageUrl(origin, path, other),
        })),
        { rel: 'alternate', hrefLang: 'x-default', href: pageUrl(origin, path, 'en') },
      ];

  return { title, meta, links, jsonLd: (input.jsonLd ?? []).map(serializeJsonLd) };
}
