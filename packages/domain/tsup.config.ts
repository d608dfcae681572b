import { readdirSync } from "node:fs";
import { libraryBuild } from "@nivelia/tsup-config";
import { defineConfig } from "tsup";

// Each content file is an entry as well, so the site's first view loads the few texts it shows, not every catalogue
// that a lazily loaded section also imports through the same subpath.
const contentFiles = readdirSync("src/content")
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "index.ts")
  .map((file) => file.replace(/\.ts$/, ""));

// One entry per subpath export, so a page that needs the calculator never loads the technology catalogue.
export default defineConfig({
  ...libraryBuild,
  entry: {
    index: "src/index.ts",
    brand: "src/brand.ts",
    "calculator/index": "src/calculator/index.ts",
    "assistant/index": "src/assistant/index.ts",
    "technologies/index": "src/technologies/index.ts",
    "technologies/light-index": "src/technologies/light-index.ts",
    "technologies/families": "src/technologies/families.ts",
    "stacks/index": "src/stacks/index.ts",
    "forms/index": "src/forms/index.ts",
    "api/index": "src/api/index.ts",
    "content/index": "src/content/index.ts",
    "site/index": "src/site/index.ts",
    "tools/index": "src/tools/index.ts",
    // Its own entry, not part of ./site: the consent code and /cookies load later than the first view, which ./site is in.
    "site/cookies": "src/site/cookies.ts",
    // The footer's links: the footer's code loads after the first view.
    "site/footer": "src/site/footer.ts",
    // The page list (titles and descriptions) too: the browser's first view needs only the titles, which the web
    // build inlines (see apps/web/vite.config.ts), so the list stays in the chunks of the pages that show it.
    "site/pages": "src/site/pages.ts",
    ...Object.fromEntries(contentFiles.map((name) => [`content/${name}`, `src/content/${name}.ts`])),
  },
});
