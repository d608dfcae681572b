import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * What V8 traces of its WebAssembly code collections in a fresh Node process that opens and closes three in-memory
 * PGlite instances, with or without `wasm-code-gc.ts` imported first.
 */
function codeCollectionTrace(withModule: boolean): string {
  const script = `
    ${withModule ? 'await import("./src/runtime/wasm-code-gc.ts");' : ""}
    const { PGlite } = await import("@electric-sql/pglite");
    for (let round = 0; round < 3; round++) {
      const db = await PGlite.create();
      await db.query("select 1");
      await db.close();
      globalThis.gc();
    }
    globalThis.gc();
    console.log("closed three instances");
  `;
  const child = spawnSync(
    process.execPath,
    ["--expose-gc", "--trace-wasm-code-gc", "--input-type=module", "-e", script],
    { cwd: fileURLToPath(new URL("../..", import.meta.url)), encoding: "utf8" },
  );
  expect(child.status, child.stderr).toBe(0);
  expect(child.stdout).toContain("closed three instances");
  return child.stdout;
}

describe("wasm-code-gc", () => {
  it("without it, closing PGlite instances makes V8 collect their WebAssembly code", () => {
    // The collection the module turns off, on the Node that runs the tests.
    expect(codeCollectionTrace(false)).toContain("[wasm-gc] Starting GC");
  });

  it("with it, the same instances leave V8 no WebAssembly code to collect", () => {
    expect(codeCollectionTrace(true)).not.toContain("[wasm-gc]");
  });
});
