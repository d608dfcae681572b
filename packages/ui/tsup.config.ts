import { readdirSync } from "node:fs";
import { libraryBuild } from "@nivelia/tsup-config";
import { defineConfig } from "tsup";

// One module per component in dist, so an app's bundler keeps a lazily loaded component (a dialog, the toaster)
// out of the first view instead of finding every component in one shared module.
const components = readdirSync("src/components")
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .map((file) => file.replace(/\.tsx$/, ""));

export default defineConfig({
  ...libraryBuild,
  entry: {
    index: "src/index.ts",
    ...Object.fromEntries(components.map((name) => [`components/${name}`, `src/components/${name}.tsx`])),
    // Its own module too, or the bundler would fold it into the Button chunk, which styled links do not need.
    "lib/button-variants": "src/lib/button-variants.ts",
  },
  external: ["react", "react-dom", "react/jsx-runtime"],
});
