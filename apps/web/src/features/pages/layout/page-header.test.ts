import { describe, expect, it } from "vitest";
import { formatContentDate } from "./page-header";

describe("formatContentDate", () => {
  it("writes every day of 2000–2040 exactly as Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }) does", () => {
    const intl = new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeZone: "UTC" });
    const wrong: string[] = [];
    for (let day = Date.UTC(2000, 0, 1); day <= Date.UTC(2040, 11, 31); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      if (formatContentDate(iso) !== intl.format(day)) wrong.push(`${iso}: ${formatContentDate(iso)}`);
    }
    expect(wrong).toEqual([]);
    expect(formatContentDate("2026-03-12")).toBe("12 de marzo de 2026");
  });

  it("refuses what is not an ISO calendar date", () => {
    for (const date of ["2026-13-01", "2026-00-10", "2026-03-00", "12/03/2026", "2026-3-12", ""]) {
      expect(() => formatContentDate(date)).toThrow(RangeError);
    }
  });
});
