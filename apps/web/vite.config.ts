import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { markdownPlugin } from "./scripts/markdown";

const apiTarget = process.env.API_URL ?? "http://localhost:3001";
// WEB_OUT_DIR lets two builds (for example two browser-test runs) live side by side; `dist` by default.
const outRoot = process.env.WEB_OUT_DIR ?? "dist";

export default defineConfig(({ isSsrBuild }) => ({
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
    sourcemap: true,
    outDir: isSsrBuild ? `${outRoot}/server` : `${outRoot}/client`,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // React, the router and the site map are in every first view: one chunk compresses better than a dozen slivers.
            // The cookie list is not: only the consent code and /cookies read it, and they load later.
            // The home page's tiny context joins them: /precios shares it, which would otherwise split it into a chunk of its own.
            advancedChunks: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|clsx|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]|domain[\\/]dist[\\/]site[\\/](?!cookies)|src[\\/]features[\\/]home[\\/]home-context\.tsx$/,
                },
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
