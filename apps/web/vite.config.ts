import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://localhost:3001";

export default defineConfig({
  plugins: [
    // Must run before the React plugin so that every route file is split into its own chunk.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    tailwindcss(),
  ],
  build: {
    manifest: true,
    sourcemap: true,
    outDir: "dist/client",
  },
  server: {
    port: 5173,
    proxy: { "/v1": apiTarget },
  },
});
