import { describe, expect, it } from "vitest";
import { RESPONSE_PROMISE } from "../content/company-facts";
import { FORM_TYPES, type FormTemplateType } from "./form-types";
import {
  GREETING_NAME_LIMIT,
  greetingName,
  LEAD_EMAIL_COPY,
  leadConsentRows,
  leadFieldRows,
  VISITOR_EMAIL_CLOSING,
  visitorEmailText,
} from "./lead-emails";
import { buildLogicTestPayload } from "./logic-test";

const TEMPLATE_TYPES = [...new Set(Object.values(FORM_TYPES))] as FormTemplateType[];

describe("greetingName", () => {
  it.each([
    ["Ana López", "Ana"],
    ["  Íñigo  Núñez ", "Íñigo"],
    ["Ángela", "Ángela"],
    ["L".repeat(GREETING_NAME_LIMIT), "L".repeat(GREETING_NAME_LIMIT)],
    ["L".repeat(GREETING_NAME_LIMIT + 1), null],
    ["https://evil.example Ana", null],
    ["evil.example", null],
    ["Ana<b>", null],
    ["O'Neill", null],
    ["", null],
    [42, null],
    [undefined, null],
  ])("%j → %j", (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });
});

describe("the e-mails' words", () => {
  it.each(TEMPLATE_TYPES)(
    "%s: its own titles, and every promise of an answer is the specification's",
    (type) => {
      const copy = LEAD_EMAIL_COPY[type];
      const others = TEMPLATE_TYPES.filter((other) => other !== type).map((other) => LEAD_EMAIL_COPY[other]);
      expect(others.map((other) => other.teamTitle)).not.toContain(copy.teamTitle);
      expect(others.map((other) => other.visitorTitle)).not.toContain(copy.visitorTitle);
      for (const text of [...copy.visitorText, ...VISITOR_EMAIL_CLOSING]) {
        for (const { index = 0, 0: hours } of text.matchAll(/\d+ horas/g)) {
          expect(text.slice(index + hours.length - RESPONSE_PROMISE.length, index + hours.length)).toBe(
            RESPONSE_PROMISE,
          );
        }
        expect(text).not.toMatch(/laborables|mismo día|24\/7/);
      }
    },
  );

  it("says a result is a result: the band's title, the time, no request", () => {
    const formData = buildLogicTestPayload(
      { email: "ana@example.com", rgpd: true },
      { correct: 7, answered: 8, total: 8, band: "alto" },
      65,
    );
    const text = visitorEmailText("logicTest", formData).join("\n");
    expect(text).toContain("Has acertado 7 de 8 preguntas. Tu resultado: Razonamiento lógico sólido.");
    expect(text).toContain("Tiempo empleado: 1:05.");
    expect(text).not.toMatch(/solicitud|responderemos|24 horas/);
  });

  it("leaves out a result that does not add up, rather than relay it", () => {
    const forged = { email: "a@b.es", score: "https://evil.example", correct: 1, total: 8, band: "inicial" };
    expect(visitorEmailText("logicTest", forged)).toEqual(LEAD_EMAIL_COPY.logicTest.visitorText);
  });

  it("promises the answer the specification promises", () => {
    expect(LEAD_EMAIL_COPY.contact.visitorText.join(" ")).toContain(RESPONSE_PROMISE);
  });
});

describe("leadFieldRows", () => {
  it("labels fields and choices in Spanish, and keeps a field it does not know under its own name", () => {
    expect(
      leadFieldRows({
        companySize: "500+",
        contactMethods: ["whatsapp"],
        acceptedPrivacy: true,
        message: " ",
        old: "x",
      }),
    ).toEqual([
      { label: "Tamaño de la empresa", value: "Más de 500 empleados" },
      { label: "Método de contacto", value: "WhatsApp" },
      { label: "Acepta la política de privacidad", value: "Sí" },
      { label: "Mensaje", value: "—" },
      { label: "old", value: "x" },
    ]);
  });
});

describe("leadConsentRows", () => {
  it("says in Spanish whether a candidate let us keep the CV, unticked or unrecorded being No", () => {
    const label = "Acepta conservar su CV para otras vacantes";
    expect(leadConsentRows("jobs", { privacyPolicy: true, cvForOtherVacancies: true })).toEqual([
      { label, value: "Sí" },
    ]);
    expect(leadConsentRows("jobs", { privacyPolicy: true, cvForOtherVacancies: false })).toEqual([
      { label, value: "No" },
    ]);
    expect(leadConsentRows("jobs", null)).toEqual([{ label, value: "No" }]);
  });

  it("adds nothing for a form without optional consents", () => {
    expect(leadConsentRows("contact", { privacyPolicy: true })).toEqual([]);
  });
});
