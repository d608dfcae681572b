// The build's prerendered pages, for the tests that read them: run the web build first (`npm test` does).
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The client build this run tests (`WEB_OUT_DIR` names another build under apps/web). */
export const CLIENT_DIR = join(import.meta.dirname, "..", process.env.WEB_OUT_DIR ?? "dist", "client");

/** Every HTML file under the folder, the 404 page included, the assets left out. */
export function htmlFiles(dir: string = CLIENT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}
