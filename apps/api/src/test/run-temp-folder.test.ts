import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { useRunTempFolder } from "@nivelia/vitest-config/temp-folder";
import { describe, expect, it } from "vitest";

describe("the test run's temporary folder", () => {
  it("holds what the tests make with mkdtemp(tmpdir()), so the run can remove it all", () => {
    expect(basename(tmpdir())).toMatch(/^nivelia-test-run-/);
  });

  it("useRunTempFolder moves TMPDIR into a new folder, then removes it with its content and moves TMPDIR back", () => {
    const before = tmpdir();
    const remove = useRunTempFolder("nivelia-unit-run-");
    const folder = tmpdir();
    try {
      expect(dirname(folder)).toBe(before);
      expect(basename(folder)).toMatch(/^nivelia-unit-run-/);
      const inside = mkdtempSync(join(tmpdir(), "database-"));
      writeFileSync(join(inside, "lead.ndjson"), "{}\n");
    } finally {
      remove();
    }
    expect(existsSync(folder)).toBe(false);
    expect(tmpdir()).toBe(before);
  });
});
