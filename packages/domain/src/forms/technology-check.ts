import { z } from "zod";
import { UNLESS_INVALID } from "./fields";
import { FIELD_LIMITS } from "./limits";
import { TECHNOLOGY_CHECK_MESSAGES } from "./messages";

/** The start of a tag, closed or not ('<script', '</b', '<!--', '<?php'); '< b' or '<3' is not a tag in HTML. */
const TAG_START = /<[a-z!?/]/i;

/** 'javascript:' in any case, with white space anywhere in it, which browsers also ignore inside a URL scheme. */
const JAVASCRIPT_SCHEME = /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i;

/** True when the text holds an HTML-like tag or a javascript: scheme, which the checker refuses. */
export function containsMarkupOrScript(text: string): boolean {
  return TAG_START.test(text) || JAVASCRIPT_SCHEME.test(text);
}

/** The technology checker's input (section 5): trimmed, required, at most 255 characters, no markup. */
export const TechnologyCheckInputSchema = z.lazy(() =>
  z
    .string({ error: TECHNOLOGY_CHECK_MESSAGES.empty })
    .trim()
    .min(1, { error: TECHNOLOGY_CHECK_MESSAGES.empty })
    .max(FIELD_LIMITS.shortText, { error: TECHNOLOGY_CHECK_MESSAGES.tooLong, ...UNLESS_INVALID })
    .refine((text) => !containsMarkupOrScript(text), {
      error: TECHNOLOGY_CHECK_MESSAGES.invalid,
      ...UNLESS_INVALID,
    }),
);

export type TechnologyCheckValidation = { ok: true; value: string } | { ok: false; message: string };

/** The checker's field validation: the trimmed text, or the one message to show under the input. */
export function validateTechnologyInput(text: string): TechnologyCheckValidation {
  const result = TechnologyCheckInputSchema.safeParse(text);
  if (result.success) {
    return { ok: true, value: result.data };
  }
  return { ok: false, message: result.error.issues[0]?.message ?? TECHNOLOGY_CHECK_MESSAGES.invalid };
}

/** Body of the technology verification endpoint. */
export const VerifyTechnologyRequestSchema = z.lazy(() =>
  z.object({ technology: TechnologyCheckInputSchema }),
);

export type VerifyTechnologyRequest = z.output<typeof VerifyTechnologyRequestSchema>;
