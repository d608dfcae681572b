import { z } from "zod";

/** One field problem: its dotted path ('formData.email') and the message for it. */
export const FieldIssueSchema = z.lazy(() =>
  z.object({
    path: z.string(),
    message: z.string(),
  }),
);

export type FieldIssue = z.output<typeof FieldIssueSchema>;

/** The API's error body; details lists field problems when the request failed validation. */
export const ApiErrorSchema = z.lazy(() =>
  z.object({
    error: z.object({
      code: z.string().min(1),
      message: z.string(),
      details: z.array(FieldIssueSchema).optional(),
    }),
  }),
);

export type ApiErrorBody = z.output<typeof ApiErrorSchema>;

/** Field issues of a zod error, with paths joined by dots and an optional prefix ('formData'). */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[], prefix?: string): FieldIssue[] {
  return issues.map((issue) => ({
    path: [...(prefix === undefined ? [] : [prefix]), ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
}
