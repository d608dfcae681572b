import { COST_ASSISTANT_PAGE, documentTitle, HOME_PAGE, SITE_PAGES } from "@nivelia/domain/site/pages";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { markdownPlugin } from "./scripts/markdown.ts";

const apiTarget = process.env.API_URL ?? "http://localhost:3001";
// WEB_OUT_DIR lets two builds (for example two browser-test runs) live side by side; `dist` by default.
const outRoot = process.env.WEB_OUT_DIR ?? "dist";
// The tab title of every page, for client-side navigation (features/shell/seo.ts): inlined, so the browser's first
// view carries the titles and not the page list with its descriptions, which only the prerendered HTML needs.
const pageTitles = Object.fromEntries(
  [HOME_PAGE, COST_ASSISTANT_PAGE, ...SITE_PAGES].map((page) => [page.path, documentTitle(page)]),
);

export default defineConfig(({ isSsrBuild }) => ({
  define: { __PAGE_TITLES__: JSON.stringify(pageTitles) },
  plugins: [
    // Articles are Markdown turned into HTML here, at build time: no Markdown parser reaches the browser.
    markdownPlugin(),
    // Must run before the React plugin so that every route file is split into its own chunk.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    tailwindcss(),
  ],
  build: {
    manifest: true,
    // One stylesheet for the whole site, inlined into every prerendered page (scripts/prerender.ts): split per chunk,
    // the lazy chunks would ask for it again and fetch 60 KB that the page already has.
    cssCodeSplit: false,
    sourcemap: true,
    outDir: isSsrBuild ? `${outRoot}/server` : `${outRoot}/client`,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // React, the router and the site map are in every first view: one chunk compresses better than a dozen slivers.
            // The cookie list and the page list are not: only the consent code, /cookies and the content pages read them.
            // The home page's tiny context joins them: /precios shares it, which would otherwise split it into a chunk of its own.
            // So does Vite's preload helper, which the routes use: one more request otherwise. And the deferred parts'
            // loader (the shell and the pages share it): a chunk of its own otherwise.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|clsx|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]|domain[\\/]dist[\\/]site[\\/](?!cookies|pages|footer)|src[\\/]features[\\/]home[\\/]home-context\.tsx$|src[\\/]lib[\\/]deferred\.tsx$|vite[\\/]preload-helper/,
                },
                // The icons the first view draws (the header's) stay in it; every other icon shares one chunk: each
                // is a few hundred bytes, and as a chunk of its own it cost a request, which on a slow network (and
                // six connections per host over HTTP/1.1) is a round trip that a tap's dialog waited for.
                {
                  name: "framework",
                  test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                  tags: ["$initial"],
                },
                { name: "icons", test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { "/v1": apiTarget },
  },
}));
