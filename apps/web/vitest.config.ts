import { sharedTestConfig } from "@nivelia/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";
import { markdownPlugin } from "./scripts/markdown.ts";

// The content collections import Markdown, which the same plugin as the build turns into modules.
export default mergeConfig(sharedTestConfig, defineConfig({ plugins: [markdownPlugin()] }));
