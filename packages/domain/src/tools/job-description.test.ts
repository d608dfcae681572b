import { describe, expect, it } from "vitest";
import {
  composeJobDescription,
  fillJobTemplate,
  JOB_DESCRIPTION_MESSAGES,
  JOB_STACK_MAX,
  JobDescriptionFormSchema,
  type JobDescriptionTemplates,
  jobDescriptionFileName,
  joinSpanishList,
  renderJobDescription,
  unknownTemplateWords,
} from "./job-description";

const TEMPLATES: JobDescriptionTemplates = {
  title: "{role} {level}",
  intro: ["En {company} buscamos {role} ({level}) para trabajar con {stack}."],
  responsibilitiesHeading: "Qué harás",
  stack: { heading: "Stack", intro: "Trabajarás con {stack}.", item: "{technology} en producción" },
  requirements: { heading: "Qué buscamos", common: ["Comunicación clara"] },
  modalityHeading: "Modalidad",
  closingSections: [
    { heading: "Proceso", paragraphs: ["Sin pizarra."], bullets: ["Prueba técnica de 15 minutos"] },
  ],
  levels: {
    junior: { label: "Junior", responsibilities: ["Aprender"], requirements: ["0-2 años"] },
    mid: { label: "Mid", responsibilities: ["Entregar"], requirements: ["2-5 años"] },
    senior: { label: "Senior", responsibilities: ["Diseñar"], requirements: ["5+ años"] },
    lead: { label: "Lead", responsibilities: ["Liderar"], requirements: ["8+ años"] },
  },
  modalities: {
    remoto: { label: "En remoto", text: "100% en remoto desde {location}." },
    hibrido: { label: "Híbrido", text: "Dos días en la oficina de {location}." },
    presencial: { label: "Presencial", text: "En nuestra oficina de {location}." },
  },
  companyFallback: "nuestro equipo",
  locationFallback: "España",
};

const INPUT = {
  role: "Desarrollador/a backend",
  level: "senior",
  modality: "hibrido",
  stack: ["Node.js", "PostgreSQL", "Docker"],
  company: "Acme",
  location: "Madrid",
} as const;

describe("joinSpanishList", () => {
  it.each([
    [[], ""],
    [["A"], "A"],
    [["A", "B"], "A y B"],
    [["A", "B", "C"], "A, B y C"],
  ])("joins %j as %j", (items, text) => {
    expect(joinSpanishList(items)).toBe(text);
  });
});

describe("fillJobTemplate", () => {
  const values = {
    role: "QA",
    level: "Mid",
    stack: "k6",
    company: "Acme",
    location: "Bilbao",
    modality: "Remoto",
  };
  it.each([
    ["{role} {level}", "QA Mid"],
    ["En {company}, {location}", "En Acme, Bilbao"],
    ["{unknown} se queda", "{unknown} se queda"],
    ["sin huecos", "sin huecos"],
  ])("fills %j as %j", (template, text) => {
    expect(fillJobTemplate(template, values)).toBe(text);
  });

  it("lists the words that are not placeholders", () => {
    expect(unknownTemplateWords("{role} {rol} {stack} {empresa}")).toEqual(["rol", "empresa"]);
  });
});

describe("composeJobDescription", () => {
  const description = composeJobDescription(INPUT, TEMPLATES);

  it("fills the title and the introduction from the form", () => {
    expect(description.title).toBe("Desarrollador/a backend Senior");
    expect(description.sections[0]?.paragraphs).toEqual([
      "En Acme buscamos Desarrollador/a backend (Senior) para trabajar con Node.js, PostgreSQL y Docker.",
    ]);
  });

  it("takes the level's responsibilities and requirements, then the common ones", () => {
    const headings = description.sections.map((section) => section.heading);
    expect(headings).toEqual([undefined, "Qué harás", "Stack", "Qué buscamos", "Modalidad", "Proceso"]);
    expect(description.sections[1]?.bullets).toEqual(["Diseñar"]);
    expect(description.sections[3]?.bullets).toEqual(["5+ años", "Comunicación clara"]);
  });

  it("lists each technology and describes the modality", () => {
    expect(description.sections[2]?.bullets).toEqual([
      "Node.js en producción",
      "PostgreSQL en producción",
      "Docker en producción",
    ]);
    expect(description.sections[4]?.paragraphs).toEqual(["Dos días en la oficina de Madrid."]);
  });

  it.each([
    [{ company: undefined, location: undefined }, "En nuestro equipo buscamos", "desde España"],
    [{ company: "  ", location: " " }, "En nuestro equipo buscamos", "desde España"],
  ])("uses the fallbacks for an empty company or location (%j)", (blank, intro, where) => {
    const remote = composeJobDescription({ ...INPUT, ...blank, modality: "remoto" }, TEMPLATES);
    expect(remote.sections[0]?.paragraphs[0]).toContain(intro);
    expect(remote.sections[4]?.paragraphs[0]).toContain(where);
  });
});

describe("renderJobDescription", () => {
  const description = composeJobDescription(INPUT, TEMPLATES);

  it("writes Markdown with headings and lists", () => {
    const markdown = renderJobDescription(description, "markdown");
    expect(markdown.startsWith("# Desarrollador/a backend Senior\n\n")).toBe(true);
    expect(markdown).toContain(
      "## Stack\n\nTrabajarás con Node.js, PostgreSQL y Docker.\n\n- Node.js en producción\n",
    );
    expect(markdown.endsWith("- Prueba técnica de 15 minutos\n")).toBe(true);
  });

  it("writes plain text with underlined headings", () => {
    const text = renderJobDescription(description, "text");
    expect(text.startsWith("Desarrollador/a backend Senior\n==============================\n\n")).toBe(true);
    expect(text).toContain("Qué harás\n---------\n\n- Diseñar");
    expect(text).not.toContain("#");
  });
});

describe("jobDescriptionFileName", () => {
  it.each([
    ["Desarrollador/a backend Senior", "markdown", "oferta-desarrollador-a-backend-senior.md"],
    ["Ingeniería de datos · Lead", "text", "oferta-ingenieria-de-datos-lead.txt"],
    ["¿?", "text", "oferta-empleo.txt"],
  ] as const)("names %j as %j", (title, format, name) => {
    expect(jobDescriptionFileName(title, format)).toBe(name);
  });
});

describe("JobDescriptionFormSchema", () => {
  it("accepts the sample input", () => {
    expect(JobDescriptionFormSchema.safeParse(INPUT).success).toBe(true);
  });

  it.each([
    ["an empty stack", { stack: [] }, JOB_DESCRIPTION_MESSAGES.stackEmpty],
    [
      "too many technologies",
      { stack: Array.from({ length: JOB_STACK_MAX + 1 }, (_, i) => `T${i}`) },
      JOB_DESCRIPTION_MESSAGES.stackTooLong,
    ],
    ["a blank role", { role: "   " }, "Este campo es requerido"],
    ["an unknown level", { level: "guru" }, "Este campo es requerido"],
  ])("rejects %s", (_, change, message) => {
    const result = JobDescriptionFormSchema.safeParse({ ...INPUT, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
