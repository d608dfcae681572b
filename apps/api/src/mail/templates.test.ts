import {
  buildLogicTestPayload,
  FORM_TYPE_KEYS,
  type FormType,
  givenConsents,
  parseSendEmailRequest,
} from "@nivelia/domain/forms";
import { describe, expect, it } from "vitest";
import { COMPLETE_FORM_DATA, completeLead } from "../test/complete-leads";
import { CONTACT_LEAD_LABELS, contactLead, leadEmails } from "../test/leads";
import { escapeHtml, headerSafe, leadBody, storedLeadBody } from "./templates";

/** A body as the server takes it; the consents, unless given, are the form's required ones. */
function parsed(body: { formType: string; [field: string]: unknown }) {
  const result = parseSendEmailRequest({ consents: givenConsents(body.formType as FormType), ...body });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const TEAM = "equipo@example.test";

describe("lead e-mail templates", () => {
  it("lists every field with its Spanish label for the team, and tells the visitor what happens next", () => {
    const [team, visitor] = leadEmails(parsed(contactLead()), TEAM);
    expect(team?.to).toBe(TEAM);
    for (const label of CONTACT_LEAD_LABELS) {
      expect(team?.text).toContain(`${label}: `);
      expect(team?.html).toContain(`>${escapeHtml(label)}</th>`);
    }
    expect(team?.text).toContain("Tamaño de la empresa: 11-50 empleados");
    expect(team?.text).toContain("Enviado desde: Formulario «Agenda una demo» de la página de inicio");
    expect(visitor?.subject).toBe("Hemos recibido tu mensaje · Nivelia");
    expect(visitor?.text).toContain("Hola, Ana:");
    // The specification's response promise (section 9: under 24 hours).
    expect(visitor?.text).toContain("Te responderemos en menos de 24 horas");
  });

  it("gives the logic test's result as a result: the page's band title and time, no promise of an answer", () => {
    const score = { correct: 3, answered: 8, total: 8, band: "inicial" } as const;
    const formData = buildLogicTestPayload({ email: "ana@example.com", rgpd: true }, score, 95);
    const [team, visitor] = leadEmails(
      parsed({ formType: "logicTest", formData, userEmail: "ana@example.com", copyToUser: true }),
      TEAM,
    );
    for (const line of [
      "Aciertos: 3 de 8",
      "Respuestas correctas: 3",
      "Preguntas: 8",
      "Resultado: Punto de partida",
      "Tiempo empleado: 1:35",
    ]) {
      expect(team?.text).toContain(line);
    }
    expect(visitor?.subject).toBe("Tu resultado del test de lógica · Nivelia");
    expect(visitor?.text).toContain("Has acertado 3 de 8 preguntas. Tu resultado: Punto de partida.");
    expect(visitor?.text).toContain("Tiempo empleado: 1:35.");
    for (const mail of [team, visitor]) {
      expect(mail?.text).not.toMatch(/inicial|solicitud|24 horas/i);
    }
  });

  it("escapes a <script> value once in HTML and keeps it readable in text", () => {
    const message = `<script>alert("x")</script> & 'co' / <b>`;
    const mails = leadEmails(parsed(contactLead({ message })), TEAM);
    expect(mails.map((mail) => mail.recipient)).toEqual(["team", "visitor"]);
    // The visitor's copy carries none of the fields they typed (it is not a relay).
    expect(mails[1]?.text).not.toContain("script");
    for (const mail of mails.slice(0, 1)) {
      expect(mail.html).not.toMatch(/<script/i);
      expect(mail.html).not.toContain("<b>");
      expect(mail.html).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; / &lt;b&gt;",
      );
      expect(mail.html).not.toContain("&amp;lt;");
      expect(mail.text).toContain(`Mensaje: ${message}`);
    }
  });

  it("keeps text that looked like an entity as the visitor typed it", () => {
    const lead = contactLead({ message: "uso &lt; en HTML" });
    const [team] = leadEmails(parsed(lead), TEAM);
    expect(team?.text).toContain("Mensaje: uso &lt; en HTML");
    expect(team?.html).toContain("uso &amp;lt; en HTML");
  });

  it("keeps subjects on one line whatever the visitor typed", () => {
    const body = {
      formType: "webinars",
      formData: {
        webinar: "cribado-tecnico-sin-sesgos",
        webinarTitle: "Cribado técnico sin sesgos",
        name: "Ana\r\nBcc: victima@example.test",
        email: "ana@empresa.es",
        company: "",
      },
      userEmail: "ana@empresa.es",
      copyToUser: true,
    };
    for (const mail of leadEmails(parsed(body), TEAM)) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(headerSafe("a\r\nb\u2028c\u0000d")).toBe("a b c d");
    expect(headerSafe("x".repeat(300)).length).toBe(200);
    expect(headerSafe(" a \t\u0085\u0001 b\u2029")).toBe("a b");
    // The 199th and 200th code units are one emoji: it goes whole, not its first half.
    expect(headerSafe(`${"x".repeat(198)}😀😀`)).toBe(`${"x".repeat(198)}…`);
    expect(headerSafe(`${"x".repeat(197)}😀😀`)).toBe(`${"x".repeat(197)}😀…`);
  });

  it("sends nothing for a bot and no copy to a newsletter subscriber", () => {
    expect(leadEmails(parsed({ ...contactLead(), website: "spam" }), TEAM)).toEqual([]);
    const newsletter = {
      formType: "newsletter",
      formData: { email: "a@b.es" },
      userEmail: "a@b.es",
      copyToUser: true,
    };
    expect(leadEmails(parsed(newsletter), TEAM).map((mail) => mail.recipient)).toEqual(["team"]);
  });

  it("tells the team whether a candidate let us keep the CV for other vacancies, and never tells the candidate", () => {
    const application = (keepCv: boolean) =>
      leadEmails(
        parsed({
          ...completeLead("jobs"),
          consents: givenConsents("jobs", { cvForOtherVacancies: keepCv }),
        }),
        TEAM,
      );
    const [team, visitor] = application(true);
    expect(team?.text).toContain("Acepta conservar su CV para otras vacantes: Sí");
    expect(team?.html).toContain("Acepta conservar su CV para otras vacantes");
    expect(visitor?.text).not.toContain("CV");
    expect(application(false)[0]?.text).toContain("Acepta conservar su CV para otras vacantes: No");
    // A lead stored before consents were recorded: nothing says it was given.
    const stored = { ...completeLead("jobs"), consents: null };
    expect(storedLeadBody(stored, "team").text).toContain("Acepta conservar su CV para otras vacantes: No");
    expect(leadEmails(parsed(contactLead()), TEAM)[0]?.text).not.toContain("CV");
  });

  it("greets the visitor by a plain first name only", () => {
    const greeting = (name: string) =>
      leadBody({ ...parsed(completeLead("betaAccess", { name })), templateType: "betaAccess" }, "visitor")
        .text;
    expect(greeting("Ana López")).toContain("Hola, Ana:");
    expect(greeting("Ángela")).toContain("Hola, Ángela:");
    expect(greeting("https://evil.example Ana")).toContain("Hola:");
    expect(greeting("Ana<b>")).toContain("Hola:");
    expect(greeting("A".repeat(41))).toContain("Hola:");
    expect(greeting("A".repeat(40))).toContain(`Hola, ${"A".repeat(40)}:`);
  });
});

/** Proper names as our texts write them; a lower-cased one ("consulta de ong") is a bug. */
const PROPER_NAMES = [
  "ONGs",
  "ONG",
  "Nivelia",
  "Zona",
  "Early Access",
  "LinkedIn",
  "WhatsApp",
  "Observatorio",
];

/** What a reader sees: addresses, links and site paths are left out (they are lower case by nature). */
function prose(text: string): string {
  return text.replace(/\S*[@/]\S*/g, " ");
}

/** The problems of one rendered e-mail: raw field names and proper names in the wrong case. */
function wordingProblems(text: string, fieldNames: readonly string[]): string[] {
  const problems: string[] = [];
  const words = prose(text);
  for (const match of words.matchAll(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[a-z0-9]+_[a-z0-9_]+\b/g)) {
    problems.push(`identifier "${match[0]}"`);
  }
  for (const name of fieldNames) {
    if (new RegExp(`^${name}:`, "m").test(text)) problems.push(`raw key "${name}:"`);
  }
  for (const name of PROPER_NAMES) {
    for (const match of words.matchAll(new RegExp(`\\b${name}\\b`, "gi"))) {
      if (match[0] !== name && !PROPER_NAMES.includes(match[0])) problems.push(`"${match[0]}" for "${name}"`);
    }
  }
  return problems;
}

describe("every form type's e-mails", () => {
  it.each(FORM_TYPE_KEYS)(
    "%s: both e-mails in Spanish words, no raw key, names in their case",
    (formType) => {
      const lead = parsed(completeLead(formType));
      const fieldNames = Object.keys(COMPLETE_FORM_DATA[formType]);
      const team = leadBody(lead, "team");
      const visitor = leadBody(lead, "visitor");
      const subjects = leadEmails({ ...lead, copyToUser: true }, TEAM).map((mail) => mail.subject);
      expect(subjects).toHaveLength(2);
      for (const text of [team.text, visitor.text, ...subjects]) {
        expect(wordingProblems(text, fieldNames)).toEqual([]);
      }
      // Every field is labelled: a row per field, none under its raw name.
      expect(team.text.match(/^[^:\n]+: /gm)?.length).toBeGreaterThanOrEqual(fieldNames.length);
    },
  );

  it("catches what it is meant to catch", () => {
    expect(wordingProblems("technology: Go\nsource: zona", ["technology", "source"])).toEqual([
      'raw key "technology:"',
      'raw key "source:"',
      '"zona" for "Zona"',
    ]);
    expect(wordingProblems("Nueva consulta de ong (formulario «contactHome»)", [])).toEqual([
      'identifier "contactHome"',
      '"ong" for "ONG"',
    ]);
    expect(wordingProblems("Escríbenos a soporte@nivelia.es o visita /ongs", [])).toEqual([]);
  });

  const PHISHING = "Gana un premio en https://evil.example/login";

  it.each(FORM_TYPE_KEYS.filter((formType) => formType !== "newsletter"))(
    "%s: the visitor's copy never carries what they typed; the team's keeps it, escaped",
    (formType) => {
      const complete = COMPLETE_FORM_DATA[formType];
      const fields = Object.keys(complete).filter((key) => typeof complete[key] === "string");
      let accepted = 0;
      for (const field of fields) {
        for (const text of [PHISHING, `<a href="https://evil.example/login">Premio</a>`]) {
          const result = parseSendEmailRequest(completeLead(formType, { [field]: text }));
          if (!result.ok) continue;
          accepted += 1;
          const [team, visitor] = leadEmails(result.value, TEAM);
          expect(visitor?.recipient).toBe("visitor");
          for (const part of [visitor?.subject, visitor?.text, visitor?.html]) {
            expect(part).not.toContain("evil.example");
            expect(part).not.toContain("Premio");
            expect(part).not.toContain("premio");
          }
          expect(team?.text).toContain(text);
          expect(team?.html).toContain(escapeHtml(text));
          expect(team?.html).not.toContain("<a href");
        }
      }
      // The check ran wherever a schema takes free text; the two without any refuse a link outright.
      expect(accepted > 0).toBe(!["rolesDictionary", "logicTest"].includes(formType));
    },
  );
});
