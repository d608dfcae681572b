import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const moduleUrl = new URL("./tick-object-shape.ts", import.meta.url).href;

/**
 * Runs ticks, forces two full garbage collections while none is queued, runs ticks again, and returns the states of
 * `process.nextTick`'s computed-key caches as V8 prints them (`%DebugPrint` lists each feedback slot and its state).
 */
function literalKeyCaches(keepShape: boolean): string[] {
  const script = `
    ${keepShape ? `await import(${JSON.stringify(moduleUrl)});` : ""}
    const tick = () => new Promise((resolve) => process.nextTick(resolve));
    for (let i = 0; i < 50; i++) await tick();
    globalThis.gc();
    await new Promise((resolve) => setImmediate(resolve));
    globalThis.gc();
    for (let i = 0; i < 50; i++) await tick();
    new Function("f", "%DebugPrint(f)")(process.nextTick);
  `;
  // V8 prints with C stdio. A pipe that Node has made non-blocking can drop the end of it, a file cannot.
  const dir = mkdtempSync(join(tmpdir(), "nivelia-tick-shape-"));
  const outFile = join(dir, "stdout.txt");
  const out = openSync(outFile, "w");
  let printed: string;
  try {
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "--allow-natives-syntax", "--expose-gc", "--input-type=module", "-e", script],
      {
        cwd: fileURLToPath(new URL("../..", import.meta.url)),
        stdio: ["ignore", out, "pipe"],
        encoding: "utf8",
      },
    );
    expect(child.status, child.stderr).toBe(0);
    printed = readFileSync(outFile, "utf8");
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
  return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1] ?? "");
}

describe("keepTickObjectShape", () => {
  it("without it, a full collection between ticks turns nextTick's computed-key caches megamorphic", () => {
    // The defect the module works around, on the Node that runs the tests. If this fails, V8 or Node no longer
    // loses the tick's maps, and `tick-object-shape.ts` can go.
    const states = literalKeyCaches(false);
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(states).toContain("MEGAMORPHIC");
  });

  it("with it, every computed-key cache of nextTick stays monomorphic after the same collections", () => {
    const states = literalKeyCaches(true);
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(new Set(states)).toEqual(new Set(["MONOMORPHIC"]));
  });
});
