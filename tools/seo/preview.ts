/**
 * What a link preview of a page would show, read the way a link-preview crawler reads it:
 *   npm run seo:preview -- http://localhost:4200/product/<id> [--user-agent <ua>]
 * Fetches the page as Facebook documents its crawler (`Accept: *\/*`, `Range: bytes=0-524288`,
 * its user agent; override with --user-agent, e.g. WhatsApp/2.23), prints the picture, title,
 * description and price a preview would carry, the search-result tags and the structured data,
 * then the problems it found, the picture's too (a JPEG, PNG, WebP or GIF at least 600 px wide;
 * exit code 1 when there are any).
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { metaOf, pictureProblems, previewProblems, readPageTags } from './tags';

const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'user-agent': { type: 'string', default: FACEBOOK } },
  });
  const url = positionals[0];
  if (!url) {
    console.error('Usage: npm run seo:preview -- <url> [--user-agent <ua>]');
    return 2;
  }
  const response = await fetch(url, {
    headers: {
      Accept: '*/*',
      Range: 'bytes=0-524288',
      'User-Agent': values['user-agent'] ?? FACEBOOK,
    },
  });
  const html = await response.text();
  console.log(
    `${response.status} ${response.statusText} · ${response.headers.get('content-type')} · ${Buffer.byteLength(html)} bytes`,
  );
  const tags = readPageTags(html);
  const row = (label: string, value: string | undefined) =>
    console.log(`  ${label.padEnd(13)} ${value ?? '—'}`);

  console.log('\nLink preview (Facebook, WhatsApp, Messenger, X):');
  const image = metaOf(tags, 'og:image');
  const problems: string[] = [];
  let imageNote = '';
  if (image) {
    const picture = await fetchPicture(image);
    imageNote = picture
      ? ` (${picture.status}, ${picture.contentType}, ${picture.width ?? '?'} × ${picture.height ?? '?'} px)`
      : ' (could not be fetched)';
    problems.push(...(picture ? pictureProblems(picture) : ['og:image could not be fetched']));
  }
  row('picture', image && `${image}${imageNote}`);
  row('title', metaOf(tags, 'og:title'));
  row('description', metaOf(tags, 'og:description'));
  row('site', metaOf(tags, 'og:site_name'));
  row('type', metaOf(tags, 'og:type'));
  const price = metaOf(tags, 'product:price:amount');
  if (price) {
    row(
      'price',
      `${price} ${metaOf(tags, 'product:price:currency')}, ${metaOf(tags, 'product:availability')}`,
    );
  }
  row('card', metaOf(tags, 'twitter:card'));

  console.log('\nSearch result:');
  row('title', tags.titles.join(' | '));
  row('description', metaOf(tags, 'description'));
  row('canonical', tags.canonical.join(', '));
  for (const [language, href] of Object.entries(tags.alternates)) row(`hreflang ${language}`, href);

  console.log('\nStructured data (JSON-LD):');
  for (const block of tags.jsonLd) {
    const offers = block.offers as Record<string, unknown> | undefined;
    row(
      String(block['@type']),
      offers
        ? `${String(block.name)} · ${String(offers.price)} ${String(offers.priceCurrency)} · ${String(offers.availability)}`
        : String(block.name ?? (block.itemListElement as unknown[] | undefined)?.length ?? ''),
    );
    for (const variant of ([] as unknown[]).concat(block.hasVariant ?? []) as Record<
      string,
      unknown
    >[]) {
      const offer = variant.offers as Record<string, unknown> | undefined;
      row(
        '  variant',
        `${String(variant.sku)} · ${String(variant.name)} · ${String(offer?.price)} ${String(offer?.priceCurrency)} · ${String(offer?.availability).replace('https://schema.org/', '')}`,
      );
    }
    const rating = block.aggregateRating as Record<string, unknown> | undefined;
    if (rating) {
      const reviews = ([] as unknown[]).concat(block.review ?? []).length;
      row(
        '  rating',
        `${String(rating.ratingValue)} of ${String(rating.bestRating ?? 5)} from ${String(rating.reviewCount)} reviews · ${reviews} in the markup`,
      );
    }
  }

  problems.unshift(...previewProblems(tags));
  console.log(problems.length === 0 ? '\nNo problems found.' : '\nProblems:');
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  return problems.length === 0 && response.ok ? 0 : 1;
}

/** The picture as a crawler fetches it: status, type and (for a picture sharp reads) its size. */
async function fetchPicture(url: string) {
  const answer = await fetch(url, { headers: { 'User-Agent': FACEBOOK } }).catch(() => undefined);
  if (!answer) return undefined;
  const contentType = answer.headers.get('content-type');
  const size = await sharp(Buffer.from(await answer.arrayBuffer()))
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return { status: answer.status, contentType, width: size.width, height: size.height };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
