import { randomUUID } from "node:crypto";
import type { Database } from "./database";
import type { OutboxMessage } from "./submissions";

export interface PaidOrder {
  sessionId: string;
  packageId: string;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  paidAt: Date;
}

export interface OrderStore {
  /** Records a paid session once, with its confirmation e-mail (if any): a replayed event never sends it twice. */
  recordPaid(order: PaidOrder, confirmation?: OutboxMessage | null): Promise<{ created: boolean }>;
  findBySession(sessionId: string): Promise<(PaidOrder & { status: string }) | null>;
}

/** Paid checkout sessions, one row per session id: recording the same session twice changes nothing. */
export function createOrderStore(db: Database): OrderStore {
  return {
    async recordPaid(order, confirmation = null) {
      // One statement: the confirmation is queued only with the order's first recording.
      const rows = await db.query(
        `with paid as (
           insert into orders (id, session_id, package_id, amount_cents, currency, status, customer_email, paid_at)
           values ($1, $2, $3, $4, $5, 'paid', $6, $7)
           on conflict (session_id) do nothing
           returning id
         ), mail as (
           insert into outbox (id, order_id, recipient, to_address, reply_to, subject, html, text)
           select $8::uuid, paid.id, $9::text, $10::text, $11::text, $12::text, $13::text, $14::text
           from paid where $9::text is not null
         )
         select id from paid`,
        [
          randomUUID(),
          order.sessionId,
          order.packageId,
          order.amountCents,
          order.currency,
          order.customerEmail,
          order.paidAt,
          randomUUID(),
          confirmation?.recipient ?? null,
          confirmation?.to ?? null,
          confirmation?.replyTo ?? null,
          confirmation?.subject ?? null,
          confirmation?.html ?? null,
          confirmation?.text ?? null,
        ],
      );
      return { created: rows.length > 0 };
    },
    async findBySession(sessionId) {
      const [order] = await db.query<PaidOrder & { status: string }>(
        `select session_id as "sessionId", package_id as "packageId", amount_cents as "amountCents", currency,
           customer_email as "customerEmail", coalesce(paid_at, created_at) as "paidAt", status
         from orders where session_id = $1`,
        [sessionId],
      );
      return order ?? null;
    },
  };
}
