import { z } from "zod";
import { choice, optionalText, requiredText } from "../forms/fields";
import { FIELD_LIMITS } from "../forms/limits";

/** Seniority levels the job-description writer offers. */
export const JOB_LEVELS = ["junior", "mid", "senior", "lead"] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];

/** Where the work happens. */
export const WORK_MODALITIES = ["remoto", "hibrido", "presencial"] as const;
export type WorkModality = (typeof WORK_MODALITIES)[number];

/** Most technologies a description lists: beyond that, an offer reads as a wish list. */
export const JOB_STACK_MAX = 12;

/** Messages of the writer's form that the shared form messages do not cover. */
export const JOB_DESCRIPTION_MESSAGES = {
  stackEmpty: "Añade al menos una tecnología del catálogo",
  stackTooLong: `Elige como máximo ${JOB_STACK_MAX} tecnologías`,
} as const;

export const JobDescriptionFormSchema = z.lazy(() =>
  z.object({
    role: requiredText(FIELD_LIMITS.name),
    level: choice(JOB_LEVELS),
    modality: choice(WORK_MODALITIES),
    stack: z
      .array(z.string().trim().min(1).max(FIELD_LIMITS.name))
      .min(1, { error: JOB_DESCRIPTION_MESSAGES.stackEmpty })
      .max(JOB_STACK_MAX, { error: JOB_DESCRIPTION_MESSAGES.stackTooLong }),
    company: optionalText(FIELD_LIMITS.companyName),
    location: optionalText(FIELD_LIMITS.name),
  }),
);

export type JobDescriptionFormInput = z.input<typeof JobDescriptionFormSchema>;
export type JobDescriptionForm = z.output<typeof JobDescriptionFormSchema>;
/** What the writer needs: the validated form, read-only. */
export type JobDescriptionInput = Readonly<Omit<JobDescriptionForm, "stack">> & {
  readonly stack: readonly string[];
};

/** Words the templates may use between braces, filled from the form. */
export const JOB_TEMPLATE_PLACEHOLDERS = [
  "role",
  "level",
  "stack",
  "company",
  "location",
  "modality",
] as const;
export type JobTemplatePlaceholder = (typeof JOB_TEMPLATE_PLACEHOLDERS)[number];

/** A section of the description: an optional heading, paragraphs and a list. */
export interface JobDescriptionSection {
  readonly heading?: string;
  readonly paragraphs: readonly string[];
  readonly bullets: readonly string[];
}

export interface JobLevelWording {
  /** How the level reads in the title and the text: 'Senior'. */
  readonly label: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
}

export interface WorkModalityWording {
  readonly label: string;
  readonly text: string;
}

/** The wording of a description; every text may use the placeholders of JOB_TEMPLATE_PLACEHOLDERS. */
export interface JobDescriptionTemplates {
  readonly title: string;
  readonly intro: readonly string[];
  readonly responsibilitiesHeading: string;
  readonly stack: { readonly heading: string; readonly intro: string; readonly item: string };
  readonly requirements: { readonly heading: string; readonly common: readonly string[] };
  readonly modalityHeading: string;
  /** Sections after the modality, the same for every offer (what is offered, the selection process). */
  readonly closingSections: readonly JobDescriptionSection[];
  readonly levels: Readonly<Record<JobLevel, JobLevelWording>>;
  readonly modalities: Readonly<Record<WorkModality, WorkModalityWording>>;
  /** Used when the form leaves the company or the location empty. */
  readonly companyFallback: string;
  readonly locationFallback: string;
}

export interface JobDescription {
  readonly title: string;
  readonly sections: readonly JobDescriptionSection[];
}

export type JobDescriptionFormat = "markdown" | "text";

/** Replaces each {placeholder} with its value; a word that is not a placeholder stays as written. */
export function fillJobTemplate(
  template: string,
  values: Readonly<Record<JobTemplatePlaceholder, string>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (JOB_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)
      ? values[name as JobTemplatePlaceholder]
      : whole,
  );
}

/** The braces words of a template that are not placeholders, so a content test can catch a typo. */
export function unknownTemplateWords(template: string): readonly string[] {
  return [...template.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1] ?? "")
    .filter((name) => !(JOB_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
}

/** 'A', 'A y B', 'A, B y C', as Spanish lists are written. */
export function joinSpanishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

/** Writes the description of the form's role from the templates, in the browser, without any service. */
export function composeJobDescription(
  input: JobDescriptionInput,
  templates: JobDescriptionTemplates,
): JobDescription {
  const level = templates.levels[input.level];
  const modality = templates.modalities[input.modality];
  const values: Record<JobTemplatePlaceholder, string> = {
    role: input.role.trim(),
    level: level.label,
    stack: joinSpanishList(input.stack),
    company: input.company?.trim() || templates.companyFallback,
    location: input.location?.trim() || templates.locationFallback,
    modality: modality.label,
  };
  const fill = (texts: readonly string[]) => texts.map((text) => fillJobTemplate(text, values));
  return {
    title: fillJobTemplate(templates.title, values),
    sections: [
      { paragraphs: fill(templates.intro), bullets: [] },
      { heading: templates.responsibilitiesHeading, paragraphs: [], bullets: fill(level.responsibilities) },
      {
        heading: templates.stack.heading,
        paragraphs: fill([templates.stack.intro]),
        bullets: input.stack.map((technology) =>
          fillJobTemplate(templates.stack.item.replaceAll("{technology}", technology), values),
        ),
      },
      {
        heading: templates.requirements.heading,
        paragraphs: [],
        bullets: fill([...level.requirements, ...templates.requirements.common]),
      },
      { heading: templates.modalityHeading, paragraphs: fill([modality.text]), bullets: [] },
      ...templates.closingSections.map((section) => ({
        ...(section.heading === undefined ? {} : { heading: fillJobTemplate(section.heading, values) }),
        paragraphs: fill(section.paragraphs),
        bullets: fill(section.bullets),
      })),
    ],
  };
}

/** The description as Markdown (headings and lists) or as plain text (underlined headings, dashes). */
export function renderJobDescription(description: JobDescription, format: JobDescriptionFormat): string {
  const heading = (text: string, level: 1 | 2) =>
    format === "markdown"
      ? `${"#".repeat(level)} ${text}`
      : `${text}\n${(level === 1 ? "=" : "-").repeat(text.length)}`;
  const blocks = [heading(description.title, 1)];
  for (const section of description.sections) {
    if (section.heading !== undefined) blocks.push(heading(section.heading, 2));
    blocks.push(...section.paragraphs);
    if (section.bullets.length > 0) blocks.push(section.bullets.map((bullet) => `- ${bullet}`).join("\n"));
  }
  return `${blocks.join("\n\n")}\n`;
}

/** A file name for the download: 'oferta-desarrollador-a-backend-senior.md'. */
export function jobDescriptionFileName(title: string, format: JobDescriptionFormat): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `oferta-${slug || "empleo"}.${format === "markdown" ? "md" : "txt"}`;
}
