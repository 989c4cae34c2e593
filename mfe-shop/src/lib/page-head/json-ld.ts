/**
 * Structured data (schema.org JSON-LD) of the storefront's pages, typed with `schema-dts` so a
 * misspelt property or a wrong value type fails the typecheck. Google reads it for rich results:
 * a product's price, currency and availability (Product + Offer), the page's place in the shop
 * (BreadcrumbList), and on the home page who the shop is (Organization) and its search (WebSite).
 * A product's blocks are in `product-json-ld.ts`: only the product page downloads them.
 */
import type {
  BreadcrumbList,
  Organization,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/** The shop's name, the same in both languages (the brand). */
export const SHOP_NAME = 'TechParts BD';

/** One JSON-LD block: a schema.org thing with its `@context`. */
export type JsonLd = WithContext<Thing>;

/** `BreadcrumbList` of `crumbs` (absolute URLs), from the home page down to this page. */
export function breadcrumbJsonLd(
  crumbs: ReadonlyArray<{ name: string; url: string }>,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The shop itself: its name, address on the web and logo. */
export function organizationJsonLd(origin: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * The site and its search (the navbar search's results page, `/shops?q=…`) as a `SearchAction`,
 * in the page's language (`home`: the home page's absolute URL in that language).
 */
export function webSiteJsonLd(
  home: string,
  searchUrl: string,
  language: string,
): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}{search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: home,
    inLanguage: language,
    potentialAction: search,
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and U+2029 as
 * `\uXXXX` escapes (JSON parsers read them back as the same characters), so no value — a product
 * named `</script><script>…` — can end the element.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
