import { sharedTestConfig } from "@nivelia/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(sharedTestConfig, defineConfig({}));
