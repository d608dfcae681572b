/** One schema change; statements run in order inside the migration's transaction. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[];
}

/** Every schema change, oldest first. Never edit an applied migration: add the next version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "leads and outbox",
    statements: [
      `create table submissions (
        id uuid primary key,
        form_type text not null,
        form_data jsonb not null,
        user_email text not null default '',
        copy_to_user boolean not null default false,
        idempotency_key text unique,
        payload_hash text not null,
        is_bot boolean not null default false,
        created_at timestamptz not null default now()
      )`,
      "create index submissions_payload_hash_idx on submissions (payload_hash, created_at)",
      "create index submissions_created_at_idx on submissions (created_at)",
      `create table outbox (
        id uuid primary key,
        submission_id uuid not null references submissions (id) on delete cascade,
        recipient text not null check (recipient in ('team', 'visitor')),
        to_address text not null,
        reply_to text,
        subject text not null,
        html text not null,
        text text not null,
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz not null default now()
      )`,
      "create index outbox_due_idx on outbox (next_attempt_at) where sent_at is null",
    ],
  },
  {
    version: 2,
    name: "orders",
    statements: [
      `create table orders (
        id uuid primary key,
        session_id text not null unique,
        package_id text not null,
        amount_cents integer not null check (amount_cents >= 0),
        currency text not null,
        status text not null,
        customer_email text,
        created_at timestamptz not null default now(),
        paid_at timestamptz
      )`,
    ],
  },
  {
    version: 3,
    name: "rate limits shared by replicas",
    statements: [
      `create table rate_limits (
        key text primary key,
        hits integer not null,
        expires_at timestamptz not null
      )`,
      "create index rate_limits_expires_at_idx on rate_limits (expires_at)",
    ],
  },
  {
    version: 4,
    name: "outbox leases, order e-mails",
    statements: [
      // A lease says who is sending a row until when, apart from its retry time; a restart can release it.
      "alter table outbox add column leased_until timestamptz",
      "alter table outbox add column lease_owner text",
      // The buyer's confirmation of a paid order goes through the same outbox, once per order.
      "alter table outbox alter column submission_id drop not null",
      "alter table outbox add column order_id uuid references orders (id) on delete cascade",
      "alter table outbox drop constraint outbox_recipient_check",
      "alter table outbox add constraint outbox_recipient_check check (recipient in ('team', 'visitor', 'buyer'))",
      "alter table outbox add constraint outbox_one_source check ((submission_id is null) <> (order_id is null))",
      "create unique index outbox_order_recipient_idx on outbox (order_id, recipient) where order_id is not null",
    ],
  },
  {
    version: 5,
    name: "rate limits without the write-ahead log",
    statements: [
      // A count lives a minute and need not survive a crash: unlogged, a hit waits for no WAL flush.
      "alter table rate_limits set unlogged",
    ],
  },
  {
    version: 6,
    name: "outbox statistics from a small sample",
    statements: [
      // The claim needs only rough statistics; PGlite's outbox gathers them itself, and a small sample is cheap.
      ...["next_attempt_at", "sent_at", "attempts", "leased_until"].map(
        (column) => `alter table outbox alter column ${column} set statistics 10`,
      ),
    ],
  },
  {
    version: 7,
    name: "lead e-mails rendered when sent",
    statements: [
      // Lead e-mails are rendered from the submission when sent (its data stored once); older rows keep their bodies.
      "alter table outbox alter column html drop not null",
      "alter table outbox alter column text drop not null",
      "alter table outbox add constraint outbox_body_whole check ((html is null) = (text is null))",
      "alter table outbox add constraint outbox_body_source check (html is not null or submission_id is not null)",
      // json keeps the form's field order for the e-mails and the CSV export; jsonb would sort the keys.
      "alter table submissions alter column form_data type json using form_data::json",
    ],
  },
  {
    version: 8,
    name: "duplicate window as a constraint",
    statements: [
      // A lead's payload hash while its duplicate window lasts: unique, so the database refuses a double click.
      "alter table submissions add column window_hash text",
      "create unique index submissions_window_hash_idx on submissions (window_hash)",
    ],
  },
  {
    version: 9,
    name: "storage write probe",
    statements: [
      // One row that /v1/ready rewrites: a write that fails tells that a lead would not be stored now.
      "create table storage_probe (id integer primary key, checked_at timestamptz not null)",
    ],
  },
  {
    version: 10,
    name: "consent recorded with each lead, webhook deliveries",
    statements: [
      // What the visitor accepted and when (GDPR art. 7.1), with the policy version; null on older leads.
      "alter table submissions add column consents jsonb",
      "alter table submissions add column policy_version text",
      "alter table submissions add column consented_at timestamptz",
      // A lead's delivery to LEAD_WEBHOOK_URL is an outbox row too, retried and counted like its e-mails.
      "alter table outbox drop constraint outbox_recipient_check",
      "alter table outbox add constraint outbox_recipient_check check (recipient in ('team', 'visitor', 'buyer', 'webhook'))",
    ],
  },
  {
    version: 11,
    name: "visitor copies by address",
    statements: [
      // The copy limit counts an address's copies of the last hour on every lead (copy-limit.ts).
      "create index submissions_visitor_copies_idx on submissions (lower(user_email), created_at) where copy_to_user and not is_bot",
    ],
  },
];
