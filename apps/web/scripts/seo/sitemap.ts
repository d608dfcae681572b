import type { PageMeta } from "../../src/features/seo/page-meta.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap: every indexable page at its absolute URL, with `lastmod` where its content has a date. */
export function sitemapXml(pages: readonly PageMeta[], origin: string): string {
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => {
      const lastmod = page.updated ?? page.published;
      return `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled (private pages say `noindex` themselves), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
