import { z } from "zod";
import { CheckoutRequestSchema } from "../forms/checkout";
import { consentsSchemaFor } from "../forms/consents";
import { FORM_TYPE_KEYS, FORM_TYPES, type FormType } from "../forms/form-types";
import { EMAIL_CALL_MESSAGES } from "../forms/messages";
import { formDataSchemaFor, SendEmailRequestSchema } from "../forms/send-email";
import { SendEmailResponseSchema } from "../forms/send-email-response";
import { VerifyTechnologyRequestSchema } from "../forms/technology-check";
import { type ApiErrorCode, errorResponses } from "./errors";

// ── Response shapes ─────────────────────────────────────────────────────

export const HealthResponseSchema = z.lazy(() =>
  z.object({ status: z.literal("ok"), uptimeSeconds: z.number() }),
);
export const ReadyResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal("ready"),
    outbox: z
      .object({
        unsent: z
          .number()
          .int()
          .describe("E-mails and webhook deliveries waiting to be sent, retried ones included"),
        failing: z.number().int().describe("Of those, the ones whose last attempt failed"),
        givenUp: z
          .number()
          .int()
          .describe(
            "E-mails and webhook deliveries given up after OUTBOX_MAX_ATTEMPTS; `retry-outbox` resends them",
          ),
      })
      .describe("The e-mail outbox: a mail outage shows here while the API keeps accepting leads"),
  }),
);

/** A technology the API recognised (section 3.4). */
export const TechnologyCheckResultSchema = z.lazy(() =>
  z.object({
    technology: z.string(),
    family: z.string(),
    relatedTechs: z.array(z.string()),
    possibleStacks: z.array(z.string()),
  }),
);
export type TechnologyCheckAnswer = z.output<typeof TechnologyCheckResultSchema>;

export const CheckoutConfigSchema = z.lazy(() => z.object({ enabled: z.boolean() }));
export const CheckoutSessionCreatedSchema = z.lazy(() => z.object({ id: z.string(), url: z.url() }));
export const CheckoutSessionSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    paymentStatus: z.string(),
    status: z.string().nullable(),
    packageId: z.string().nullable(),
  }),
);
export type CheckoutSession = z.output<typeof CheckoutSessionSchema>;

export const CheckoutSessionParamsSchema = z.lazy(() => z.object({ id: z.string() }));

/**
 * The send-e-mail body: one variant per form type, each with the formData its template takes. The API validates
 * with it and OpenAPI shows it; a form type without a variant is 'Unsupported form type' (the specification's text).
 */
function sendEmailVariant(request: ReturnType<typeof SendEmailRequestSchema.unwrap>, formType: FormType) {
  return request.extend({
    formType: z.literal(formType),
    formData: formDataSchemaFor(FORM_TYPES[formType]),
    consents: consentsSchemaFor(formType),
  });
}

export const SendEmailBodySchema = z.lazy(() => {
  // unwrap() builds the request's object; built once, each variant extends it.
  const request = SendEmailRequestSchema.unwrap();
  const variants = FORM_TYPE_KEYS.map((formType) => sendEmailVariant(request, formType));
  return z.discriminatedUnion(
    "formType",
    variants as [ReturnType<typeof sendEmailVariant>, ...ReturnType<typeof sendEmailVariant>[]],
    {
      // The union fails this way only when no variant has the body's formType.
      error: (issue) =>
        issue.code === "invalid_union" ? EMAIL_CALL_MESSAGES.unsupportedFormType : undefined,
    },
  );
});

// ── Endpoints ───────────────────────────────────────────────────────────

export interface ApiEndpoint {
  readonly method: "GET" | "POST" | "DELETE";
  /** Under /v1; `:name` marks a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly response: z.ZodType;
  /** The codes the endpoint itself answers with; routeSchema adds the ones every route or every body can get. */
  readonly errors: readonly ApiErrorCode[];
  /** Requests per minute and client IP; absent for unlimited endpoints. */
  readonly rateLimitPerMinute?: number;
  /** The OpenAPI security scheme the endpoint requires (`adminToken`: ADMIN_TOKEN as a bearer token). */
  readonly security?: "adminToken";
}

function endpoint<const E extends ApiEndpoint>(definition: E): E {
  return definition;
}

/** Every endpoint of the /v1 API: the routes and the web client both read their shapes from here. */
export const API_CONTRACT = {
  health: endpoint({
    method: "GET",
    path: "/health",
    summary: "Comprueba que el proceso responde",
    tags: ["Estado"],
    response: HealthResponseSchema,
    errors: [],
  }),
  ready: endpoint({
    method: "GET",
    path: "/ready",
    summary: "Comprueba que la base de datos responde",
    tags: ["Estado"],
    response: ReadyResponseSchema,
    errors: ["NOT_READY"],
  }),
  sendEmail: endpoint({
    method: "POST",
    path: "/send-email",
    summary: "Guarda un formulario y envía sus correos al equipo y al usuario",
    tags: ["Formularios"],
    body: SendEmailBodySchema,
    response: SendEmailResponseSchema,
    errors: ["UNSUPPORTED_FORM_TYPE", "IDEMPOTENCY_KEY_REUSED"],
    rateLimitPerMinute: 10,
  }),
  verifyTechnology: endpoint({
    method: "POST",
    path: "/verify-technology",
    summary: "Comprueba si una tecnología de desarrollo está soportada",
    tags: ["Tecnologías"],
    body: VerifyTechnologyRequestSchema,
    response: TechnologyCheckResultSchema,
    errors: ["NOT_A_DEVELOPMENT_TECHNOLOGY"],
    rateLimitPerMinute: 30,
  }),
  checkoutConfig: endpoint({
    method: "GET",
    path: "/checkout/config",
    summary: "Indica si la compra de paquetes está activa",
    tags: ["Pagos"],
    response: CheckoutConfigSchema,
    errors: [],
  }),
  checkout: endpoint({
    method: "POST",
    path: "/checkout",
    summary: "Crea una sesión de pago de Stripe Checkout para un paquete o Enterprise",
    tags: ["Pagos"],
    body: CheckoutRequestSchema,
    response: CheckoutSessionCreatedSchema,
    errors: ["CHECKOUT_DISABLED", "PAYMENT_PROVIDER_ERROR"],
    rateLimitPerMinute: 10,
  }),
  checkoutSession: endpoint({
    method: "GET",
    path: "/checkout/sessions/:id",
    summary: "Estado de una sesión de pago (para la página /success)",
    tags: ["Pagos"],
    params: CheckoutSessionParamsSchema,
    response: CheckoutSessionSchema,
    errors: ["INVALID_SESSION_ID", "SESSION_NOT_FOUND", "PAYMENT_PROVIDER_ERROR"],
    rateLimitPerMinute: 10,
  }),
} as const;

export type ApiEndpointName = keyof typeof API_CONTRACT;

/**
 * The codes an endpoint can answer with: its own, the error handler's, the server's refusals (stopping, too many
 * connections), and the body and rate-limit ones (a limit counted in the database answers 503 while it is down).
 */
export function endpointErrorCodes(definition: ApiEndpoint): ApiErrorCode[] {
  const codes: ApiErrorCode[] = [
    ...definition.errors,
    "BAD_REQUEST",
    "INTERNAL_ERROR",
    "SHUTTING_DOWN",
    "SERVER_BUSY",
  ];
  if (definition.body || definition.params || definition.querystring) codes.push("VALIDATION_ERROR");
  if (definition.body) codes.push("INVALID_JSON", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE");
  if (definition.rateLimitPerMinute !== undefined) codes.push("RATE_LIMITED", "STORAGE_UNAVAILABLE");
  return codes;
}

/** The Fastify route schema of an endpoint (fastify-type-provider-zod): body, params and every response. */
export function routeSchema<const E extends ApiEndpoint>(definition: E) {
  const schema = {
    summary: definition.summary,
    tags: [...definition.tags],
    response: {
      ...errorResponses(endpointErrorCodes(definition)),
      200: definition.response as E["response"],
    },
  };
  // Fastify warns about a body or params key whose value is undefined, so absent ones are left out.
  if (definition.body) Object.assign(schema, { body: definition.body });
  if (definition.params) Object.assign(schema, { params: definition.params });
  if (definition.querystring) Object.assign(schema, { querystring: definition.querystring });
  if (definition.security) Object.assign(schema, { security: [{ [definition.security]: [] }] });
  return schema as typeof schema & { body: E["body"]; params: E["params"]; querystring: E["querystring"] };
}
