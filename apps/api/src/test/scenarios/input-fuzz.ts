import { ACCESS_COMPANY_SIZES, BETA_USE_CASE_VALUES, CONTACT_COMPANY_SIZES } from "@nivelia/domain/content";
import {
  ApiErrorSchema,
  CHECKOUT_PRODUCT_IDS,
  givenConsents,
  parseSendEmailRequest,
} from "@nivelia/domain/forms";
import fc from "fast-check";
import type { App } from "../../app";
import { submissionMails } from "../submission-mails";

/** Text a hostile or unlucky visitor sends: Unicode edge cases, controls, bidi overrides, huge strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme-composite", maxLength: 20 }),
  fc.constantFrom(
    "\u0000",
    "Hola \udfff",
    "a\ud800b",
    "\u202Eevil\u202C",
    "\u2066aislado\u2069",
    "cero\u200Bancho\u200D",
    "\uFEFFbom",
    "línea\r\nBcc: otro@example.test",
    "Ana\r\nLópez",
    "<script>alert(1)</script>",
    "&lt;ya escapado&gt; &amp;amp;",
    "José\u0301",
    "😀👨\u200D👩\u200D👧",
    "__proto__",
    "constructor",
    '=HYPERLINK("x")',
  ),
  fc.nat({ max: 70_000 }).map((length) => "x".repeat(length)),
);

/** Any JSON value at all: wrong types where strings are expected, nested or not. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/**
 * A value nested up to 5000 levels deep in arrays or objects (deep nesting once answered 500). It stays a marker
 * until encode() writes the nesting as text: JSON.stringify itself would overflow the stack.
 */
const deepValue = fc
  .tuple(fc.integer({ min: 1, max: 5000 }), fc.boolean())
  .map(([depth, arrays]) => `__DEEP_${depth}_${arrays ? "array" : "object"}__`);

const DEEP_MARKER = /"__DEEP_(\d+)_(array|object)__"/g;

/** Keys that try to reach an object's prototype. */
const prototypeKey = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty");

const fieldValue = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: anyJson },
  { weight: 1, arbitrary: deepValue },
);

/** A valid payload of each schema-backed form type, as the web forms send it. */
const VALID_FORM_DATA = {
  contactHome: {
    name: "Ana López",
    email: "ana@empresa.es",
    phone: "",
    company: "Acme Ibérica",
    companySize: CONTACT_COMPANY_SIZES[1],
    message: "Queremos evaluar a 20 candidatos de backend.",
    contactMethods: ["email"],
  },
  betaAccess: {
    name: "Ana López",
    company: "Acme Ibérica",
    position: "CTO",
    companySize: ACCESS_COMPANY_SIZES[1],
    email: "ana@empresa.es",
    useCase: BETA_USE_CASE_VALUES[0],
    acceptedPrivacy: true,
    acceptedEarlyAccess: true,
  },
  freeTrial: {
    name: "Ana López",
    email: "ana@empresa.es",
    phone: "",
    companyName: "Acme Ibérica",
    companySize: ACCESS_COMPANY_SIZES[1],
    message: "Probaremos con un proceso de frontend.",
    contactMethod: "email",
  },
  business: {
    name: "Ana López",
    email: "ana@empresa.es",
    company: "Acme Ibérica",
    message: "Consulta de empresa",
  },
} as const;

type BaseType = keyof typeof VALID_FORM_DATA;

/** send-email bodies: valid ones, valid ones with one field changed (almost valid or hostile), and junk. */
export const sendEmailBody: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        formType: fc.constantFrom<BaseType>("contactHome", "betaAccess", "freeTrial", "business"),
        mutations: fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), prototypeKey), fieldValue), {
          maxLength: 2,
        }),
        replace: fc.array(fc.tuple(fc.nat(), fieldValue), { maxLength: 2 }),
        userEmail: fc.oneof(
          fc.constant("ana@empresa.es"),
          fc.constant(""),
          fc.constantFrom("ana@empresa.es\r\nBcc: x@y.z", "ana@@x", "ANA@EMPRESA.ES "),
          hostileText,
        ),
        copyToUser: fc.oneof(fc.boolean(), anyJson),
        website: fc.option(fc.oneof(fc.constant(""), hostileText), { nil: undefined }),
        unique: fc.nat(),
      })
      .map(({ formType, mutations, replace, userEmail, copyToUser, website, unique }) => {
        const base: Record<string, unknown> = { ...VALID_FORM_DATA[formType] };
        const keys = Object.keys(base);
        for (const [index, value] of replace) base[keys[index % keys.length] ?? "name"] = value;
        for (const [key, value] of mutations)
          Object.defineProperty(base, key, { value, enumerable: true, configurable: true, writable: true });
        // Unique text keeps the duplicate-submission window from merging two runs.
        if (typeof base.message === "string") base.message = `${base.message} ${unique}`;
        return {
          formType,
          formData: base,
          userEmail,
          copyToUser,
          consents: givenConsents(formType),
          ...(website === undefined ? {} : { website }),
        };
      }),
  },
  { weight: 1, arbitrary: anyJson },
  {
    weight: 1,
    arbitrary: fc.record({
      formType: fc.oneof(hostileText, anyJson),
      formData: fieldValue,
      copyToUser: anyJson,
    }),
  },
);

export const verifyTechnologyBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ technology: fc.oneof(fc.constantFrom("React", "k8s", "Kubernets", "COBOL"), hostileText) }),
  fc.record({ technology: fieldValue, extra: fc.option(anyJson) }),
  anyJson,
);

export const checkoutBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ packageId: fc.oneof(fc.constantFrom(...CHECKOUT_PRODUCT_IDS), hostileText, anyJson) }),
  anyJson,
  fc.record({ packageId: deepValue }),
);

export const webhookBody: fc.Arbitrary<unknown> = fc.oneof(
  anyJson,
  fc.record({ id: hostileText, type: hostileText, data: fc.record({ object: fieldValue }) }),
);

export interface FuzzTally {
  endpoint: string;
  sent: number;
  accepted: number;
  /** Accepted leads whose stored form data and e-mail text match the shared schema's result. */
  roundTripped: number;
  serverErrors: number;
  problems: string[];
}

/** A body as JSON text (lone surrogates stay escaped, as a client could send them), deep markers expanded. */
function encode(body: unknown): string {
  return (JSON.stringify(body) ?? "null").replace(DEEP_MARKER, (_marker, depth: string, kind: string) => {
    const levels = Number(depth);
    return kind === "array"
      ? `${"[".repeat(levels)}"x"${"]".repeat(levels)}`
      : `${'{"a":'.repeat(levels)}"x"${"}".repeat(levels)}`;
  });
}

/** Fields the e-mail shows by a Spanish label rather than as typed. */
const CHOICE_FIELDS = new Set(["companySize", "size", "contactMethod", "contactMethods", "useCase"]);

/** Every free-text string of the form data: the e-mail's text must show each one as stored. */
function typedTexts(formData: unknown): string[] {
  if (typeof formData !== "object" || formData === null) return [];
  return Object.entries(formData)
    .filter(([key, value]) => !CHOICE_FIELDS.has(key) && typeof value === "string" && value.trim() !== "")
    .map(([, value]) => String(value));
}

/**
 * Posts `runs` generated bodies to each POST endpoint and checks: never a 5xx, every error in the documented shape,
 * the server still answering, and (send-email) every accepted lead stored and e-mailed exactly as the shared schema
 * parsed it.
 */
export async function fuzzEndpoints(app: App, runs: number, seed?: number): Promise<FuzzTally[]> {
  const targets: [string, fc.Arbitrary<unknown>, Record<string, string>][] = [
    ["/v1/send-email", sendEmailBody, {}],
    ["/v1/verify-technology", verifyTechnologyBody, {}],
    ["/v1/checkout", checkoutBody, {}],
    ["/v1/checkout/webhook", webhookBody, { "stripe-signature": "t=1,v1=00" }],
  ];
  const tallies: FuzzTally[] = [];
  for (const [url, arbitrary, headers] of targets) {
    const tally: FuzzTally = {
      endpoint: `POST ${url}`,
      sent: 0,
      accepted: 0,
      roundTripped: 0,
      serverErrors: 0,
      problems: [],
    };
    const samples = fc.sample(arbitrary, { numRuns: runs, ...(seed === undefined ? {} : { seed }) });
    for (const body of samples) {
      tally.sent += 1;
      const payload = encode(body);
      const response = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", ...headers },
        payload,
      });
      if (response.statusCode >= 500) {
        tally.serverErrors += 1;
        if (tally.problems.length < 5)
          tally.problems.push(`${response.statusCode} for ${payload.slice(0, 120)}`);
        continue;
      }
      if (response.statusCode >= 400) {
        if (!ApiErrorSchema.safeParse(response.json()).success && tally.problems.length < 5) {
          tally.problems.push(`error body not in the documented shape: ${response.body.slice(0, 120)}`);
        }
        continue;
      }
      tally.accepted += 1;
      if (url !== "/v1/send-email") continue;
      const problem = await checkRoundTrip(app, JSON.parse(payload), response.json<{ id: string }>().id);
      if (problem === null) tally.roundTripped += 1;
      else if (tally.problems.length < 5) tally.problems.push(problem);
    }
    const health = await app.inject({ method: "GET", url: "/v1/health" });
    if (health.statusCode !== 200) tally.problems.push(`health answered ${health.statusCode} after the run`);
    tallies.push(tally);
  }
  return tallies;
}

async function checkRoundTrip(app: App, body: unknown, id: string): Promise<string | null> {
  const parsed = parseSendEmailRequest(body);
  if (!parsed.ok) return `accepted a body the shared schema refuses: ${JSON.stringify(body).slice(0, 120)}`;
  const [row] = await app.db.query<{ form_data: unknown; is_bot: boolean }>(
    "select form_data, is_bot from submissions where id = $1",
    [id],
  );
  if (row === undefined) return `accepted lead ${id} not stored`;
  // Key order included: the e-mails list the fields in the order the form data is stored in.
  if (JSON.stringify(row.form_data) !== JSON.stringify(parsed.value.formData)) {
    return `stored form data differs from the schema's result for ${id}`;
  }
  if (row.is_bot) return null;
  const mails = await submissionMails(app.db, id);
  const team = mails.find((mail) => mail.recipient === "team");
  if (team === undefined) return `no team e-mail for ${id}`;
  const missing = typedTexts(parsed.value.formData).find((text) => !team.text.includes(text.trim()));
  return missing === undefined
    ? null
    : `the team e-mail does not show ${JSON.stringify(missing).slice(0, 80)}`;
}
