import { JobApplicationPayloadSchema } from "@nivelia/domain/forms";
import { describe, expect, it } from "vitest";
import { findJob, formatSalaryRange, JOB_PAGES, JOBS } from "./jobs";

describe("open positions", () => {
  it("lists at least three, with unique ids", () => {
    expect(JOBS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(JOBS.map((job) => job.id)).size).toBe(JOBS.length);
    expect(JOB_PAGES.map((page) => page.path)).toEqual(JOBS.map((job) => `/empleo/${job.id}`));
  });

  it.each(JOBS.map((job) => [job.id, job]))(
    "%s is complete and its application passes the server's schema",
    (_, job) => {
      expect(`${job.title} | Nivelia`.length).toBeLessThanOrEqual(60);
      expect(`${job.title} | Nivelia`.length).toBeGreaterThanOrEqual(30);
      expect(job.summary.length).toBeGreaterThanOrEqual(70);
      expect(job.summary.length).toBeLessThanOrEqual(160);
      expect(job.salary.min).toBeLessThan(job.salary.max);
      expect(Number.isNaN(Date.parse(job.published))).toBe(false);
      for (const list of [job.description, job.responsibilities, job.requirements]) {
        expect(list.length).toBeGreaterThan(0);
      }
      const payload = {
        jobId: job.id,
        jobTitle: job.title,
        name: "Ana",
        email: "ana@correo.es",
        linkedin: "https://www.linkedin.com/in/ana",
        message: "",
      };
      expect(JobApplicationPayloadSchema.safeParse(payload).success).toBe(true);
      expect(findJob(job.id)).toBe(job);
    },
  );

  it("formats the salary range in euros, Spanish style", () => {
    expect(formatSalaryRange({ min: 55_000, max: 68_000 }).replace(/\s/g, " ")).toBe(
      "55.000 € – 68.000 € brutos al año",
    );
    expect(findJob("no-existe")).toBeUndefined();
  });
});
