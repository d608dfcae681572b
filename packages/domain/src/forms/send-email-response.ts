import { z } from "zod";

/** Answer of the send-e-mail endpoint: the submission is stored and its e-mails are queued under this id. */
export const SendEmailResponseSchema = z.lazy(() =>
  z.object({
    success: z.literal(true),
    id: z.uuid(),
  }),
);

export type SendEmailResponse = z.output<typeof SendEmailResponseSchema>;

/** Longest `Idempotency-Key` header the send-e-mail endpoint accepts. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Printable ASCII without spaces: a UUID, a ULID or any token a client generates once per submission. */
export const IdempotencyKeySchema = z.lazy(() =>
  z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .regex(/^[\x21-\x7E]+$/, { error: "Idempotency-Key must be printable ASCII without spaces" }),
);

/** Header name clients send to make a submission safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
