import {
  buildLogicTestPayload,
  type FormType,
  givenConsents,
  parseSendEmailRequest,
} from "@nivelia/domain/forms";
import { describe, expect, it } from "vitest";
import { CONTACT_LEAD_LABELS, contactLead } from "../test/leads";
import { escapeHtml, headerSafe, leadEmails } from "./templates";

/** A body as the server takes it; the consents are the form's own, which templates never show. */
function parsed(body: { formType: string; [field: string]: unknown }) {
  const result = parseSendEmailRequest({ consents: givenConsents(body.formType as FormType), ...body });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const TEAM = "equipo@example.test";

describe("lead e-mail templates", () => {
  it("lists every field with its Spanish label for the team, and thanks the visitor with the 24-hour promise", () => {
    const [team, visitor] = leadEmails(parsed(contactLead()), TEAM);
    expect(team?.to).toBe(TEAM);
    for (const label of CONTACT_LEAD_LABELS) {
      expect(team?.text).toContain(`${label}: `);
      expect(team?.html).toContain(`>${escapeHtml(label)}</th>`);
    }
    expect(team?.text).toContain("Tamaño de la empresa: 11-50 empleados");
    expect(visitor?.subject).toBe("Hemos recibido tu solicitud · Nivelia");
    expect(visitor?.text).toContain("Hola, Ana López:");
    expect(visitor?.text).toContain("te responderemos en menos de 24 horas");
    expect(visitor?.html).toContain("menos de 24 horas");
  });

  it("labels the logic test's result for the team", () => {
    const score = { correct: 6, answered: 8, total: 8, band: "alto" } as const;
    const formData = buildLogicTestPayload({ email: "ana@example.com", rgpd: true }, score, 95);
    const [team] = leadEmails(
      parsed({ formType: "logicTest", formData, userEmail: "ana@example.com", copyToUser: true }),
      TEAM,
    );
    for (const line of [
      "Puntuación: 6 de 8",
      "Aciertos: 6",
      "Preguntas: 8",
      "Nivel: alto",
      "Tiempo (segundos): 95",
    ]) {
      expect(team?.text).toContain(line);
    }
  });

  it("escapes a <script> value once in HTML and keeps it readable in text", () => {
    const message = `<script>alert("x")</script> & 'co' / <b>`;
    for (const mail of leadEmails(parsed(contactLead({ message })), TEAM)) {
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
});
