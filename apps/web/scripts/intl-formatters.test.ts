import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Reads the build's scripts, so run the web build first (`npm test` does).
const ASSETS_DIR = join(import.meta.dirname, "..", process.env.WEB_OUT_DIR ?? "dist", "client", "assets");

// A page's first Intl number or date formatter costs 19–52 ms on a phone-speed CPU (Chromium, 4× throttled), a long
// task by itself wherever a page formats as it loads or hydrates. The site writes its numbers and dates with the
// domain's formatDecimal and formatContentDate instead, which their tests hold equal to Intl. The estimate PDF is the
// one exception: it loads on demand, after a press, and already takes longer than that to build.
const ON_DEMAND = /^estimate-pdf-/;
const INTL_FORMATTING =
  /\bIntl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat|PluralRules)\b|\.toLocale(?:Date|Time)?String\(/g;

describe("the client build", () => {
  it("builds no Intl formatter outside the on-demand estimate PDF", () => {
    const found = readdirSync(ASSETS_DIR)
      .filter((name) => name.endsWith(".js") && !ON_DEMAND.test(name))
      .flatMap((name) =>
        [...readFileSync(join(ASSETS_DIR, name), "utf8").matchAll(INTL_FORMATTING)].map(
          (match) => `${name}: ${match[0]}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
