import { defineConfig } from "tsup";

// One entry per subpath export, so a page that needs the calculator never loads the technology catalogue.
export default defineConfig({
  entry: {
    index: "src/index.ts",
    brand: "src/brand.ts",
    "calculator/index": "src/calculator/index.ts",
    "assistant/index": "src/assistant/index.ts",
    "technologies/index": "src/technologies/index.ts",
    "stacks/index": "src/stacks/index.ts",
    "forms/index": "src/forms/index.ts",
    "content/index": "src/content/index.ts",
    "site/index": "src/site/index.ts",
  },
  format: ["esm"],
  target: "es2023",
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
});
