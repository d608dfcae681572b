import { z } from "zod";
import { ConsentRecordSchema } from "../forms/consents";
import { FIELD_LIMITS } from "../forms/limits";
import type { ApiEndpoint } from "./contract";

/** The address an access or erasure request is about. */
export const AdminLeadsQuerySchema = z.lazy(() =>
  z.object({
    email: z.email().max(FIELD_LIMITS.email).describe("The visitor's address, as they wrote it in the forms"),
  }),
);

/** One e-mail or webhook delivery derived from a lead, as the outbox keeps it. */
export const LeadDeliverySchema = z.lazy(() =>
  z.object({
    id: z.uuid().describe("The outbox row; for a webhook, the webhook-id the receiver saw"),
    kind: z.enum(["email", "webhook"]),
    recipient: z.string().describe("team or visitor for an e-mail; webhook for the sales tool"),
    state: z.enum(["sent", "waiting", "failing", "givenUp"]),
    attempts: z.number().int(),
    sentAt: z.iso.datetime().nullable(),
  }),
);

/** A stored submission with what the visitor accepted and what became of its deliveries. */
export const AdminLeadSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    formType: z.string(),
    receivedAt: z.iso.datetime(),
    formData: z.record(z.string(), z.unknown()),
    userEmail: z.string(),
    consents: ConsentRecordSchema.nullable().describe("Null for leads stored before consents were recorded"),
    consentedAt: z.iso.datetime().nullable(),
    deliveries: z.array(LeadDeliverySchema),
  }),
);

export const AdminLeadsResponseSchema = z.lazy(() => z.object({ leads: z.array(AdminLeadSchema) }));

export const AdminErasureResponseSchema = z.lazy(() =>
  z.object({
    erased: z.object({
      submissions: z.number().int(),
      outbox: z.number().int().describe("E-mails and webhook deliveries, sent or not"),
      mailboxFiles: z.number().int().describe("Copies of e-mails in the file mailbox (MAIL_TRANSPORT=file)"),
    }),
  }),
);

export type AdminLead = z.output<typeof AdminLeadSchema>;
export type LeadDelivery = z.output<typeof LeadDeliverySchema>;
export type AdminErasure = z.output<typeof AdminErasureResponseSchema>["erased"];

/**
 * The administrative endpoints (access and erasure requests, GDPR art. 15 and 17). Apart from API_CONTRACT: they
 * exist only when ADMIN_TOKEN is set, and the web never calls them.
 */
export const ADMIN_CONTRACT = {
  leads: {
    method: "GET",
    path: "/admin/leads",
    summary: "Datos guardados de una dirección de email: formularios, consentimientos y envíos",
    tags: ["Administración"],
    querystring: AdminLeadsQuerySchema,
    response: AdminLeadsResponseSchema,
    errors: ["UNAUTHORIZED"],
    rateLimitPerMinute: 10,
    security: "adminToken",
  },
  eraseLeads: {
    method: "DELETE",
    path: "/admin/leads",
    summary: "Borra todo lo guardado de una dirección de email (formularios, envíos y copias de correos)",
    tags: ["Administración"],
    querystring: AdminLeadsQuerySchema,
    response: AdminErasureResponseSchema,
    errors: ["UNAUTHORIZED"],
    rateLimitPerMinute: 10,
    security: "adminToken",
  },
} as const satisfies Record<string, ApiEndpoint>;
