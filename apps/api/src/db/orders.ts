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
  /**
   * Records a paid session once; the first time, the confirmation e-mail (if any) is queued in the same
   * transaction, so a replayed event never sends it twice and a crash never loses it.
   */
  recordPaid(order: PaidOrder, confirmation?: OutboxMessage | null): Promise<{ created: boolean }>;
  findBySession(sessionId: string): Promise<(PaidOrder & { status: string }) | null>;
}

/** Paid checkout sessions, one row per session id: recording the same session twice changes nothing. */
export function createOrderStore(db: Database): OrderStore {
  return {
    recordPaid: (order, confirmation = null) =>
      db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string }>(
          `insert into orders (id, session_id, package_id, amount_cents, currency, status, customer_email, paid_at)
         values ($1, $2, $3, $4, $5, 'paid', $6, $7)
         on conflict (session_id) do nothing
         returning id`,
          [
            randomUUID(),
            order.sessionId,
            order.packageId,
            order.amountCents,
            order.currency,
            order.customerEmail,
            order.paidAt,
          ],
        );
        const created = rows[0];
        if (created !== undefined && confirmation !== null) {
          await tx.query(
            `insert into outbox (id, order_id, recipient, to_address, reply_to, subject, html, text)
             values ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              randomUUID(),
              created.id,
              confirmation.recipient,
              confirmation.to,
              confirmation.replyTo,
              confirmation.subject,
              confirmation.html,
              confirmation.text,
            ],
          );
        }
        return { created: created !== undefined };
      }),
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
