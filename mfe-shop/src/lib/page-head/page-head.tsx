import { headTags, type PageHeadInput } from './head-tags';

/**
 * Renders a page's head tags where the page is; React 19 hoists `<title>`, `<meta>` and `<link>`
 * into the document's `<head>` (in the browser, and at the start of the server's markup, which
 * the shell's server moves into `<head>`), and replaces them when the page changes. The JSON-LD
 * blocks stay in the page (search engines read them anywhere; a data block is never executed).
 */
export function PageHead(props: PageHeadInput) {
  const { title, meta, links, jsonLd } = headTags(props);
  return (
    <>
      <title>{title}</title>
      {meta.map((tag) => (
        <meta key={`${tag.name ?? tag.property}:${tag.content}`} {...tag} />
      ))}
      {links.map((link) => (
        <link key={`${link.rel}:${link.hrefLang ?? ''}`} {...link} />
      ))}
      {jsonLd.map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
