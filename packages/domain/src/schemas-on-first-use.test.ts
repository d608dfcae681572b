import { afterEach, describe, expect, it, vi } from "vitest";

/*
 * A page imports the forms module for the one form it shows, and the API contract for one call. Each zod schema
 * costs far more to build than to run: built as the modules loaded, the forty-odd schemas of these entries made the
 * task that runs a form page's code take 90 ms at 4x CPU. So every schema they export is built the first time it
 * validates (zod's own `z.lazy`), and importing them calls nothing of zod's but `lazy` (and `preprocess`, which
 * wraps a payload's lazy schema).
 */
const WRAPPERS = new Set(["lazy", "preprocess"]);
const zodCalls: string[] = [];

vi.mock("zod", async (importOriginal) => {
  const actual = await importOriginal<typeof import("zod")>();
  const z = new Proxy(actual.z, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function" || typeof key !== "string") return value;
      return (...args: unknown[]) => {
        zodCalls.push(key);
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...actual, z };
});

afterEach(() => {
  vi.resetModules();
  zodCalls.length = 0;
});

describe.each(["./forms/index", "./api/index", "./tools/index"])("importing %s", (entry) => {
  it("builds no schema, only lazy ones and their wrappers", async () => {
    await import(entry);
    expect(zodCalls.length).toBeGreaterThan(0);
    expect(zodCalls.filter((call) => !WRAPPERS.has(call))).toEqual([]);
  });
});

describe("a lazy schema", () => {
  it("is built when it first validates, and validates as before", async () => {
    const { ContactFormSchema } = await import("./forms/index");
    expect(zodCalls.filter((call) => !WRAPPERS.has(call))).toEqual([]);
    const result = ContactFormSchema.safeParse({});
    expect(zodCalls).toContain("object");
    expect(result.success).toBe(false);
  });
});
