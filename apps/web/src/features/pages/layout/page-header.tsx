import type { ReactNode } from "react";

interface PageHeaderProps {
  /** Short label above the title (the page's area: "Producto", "Legal", "Herramientas"). */
  eyebrow?: string;
  title: string;
  /** The sentence that introduces the page. */
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
}

/** The top of every content page: eyebrow, the page's only h1, its lead and optional actions. */
function PageHeader({ eyebrow, title, lead, actions }: PageHeaderProps) {
  return (
    <header data-slot="page-header" className="border-border border-b bg-muted/40">
      <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 pt-28 pb-12 md:pt-32 md:pb-16">
        {eyebrow ? (
          <p className="font-semibold text-primary text-sm uppercase tracking-wide">{eyebrow}</p>
        ) : null}
        <h1 className="font-bold text-4xl tracking-tight md:text-5xl">{title}</h1>
        <div className="max-w-3xl text-lg text-muted-foreground">{lead}</div>
        {actions ? <div className="flex flex-wrap gap-3 pt-2">{actions}</div> : null}
      </div>
    </header>
  );
}

export { PageHeader, type PageHeaderProps };

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/**
 * "12 de marzo de 2026" for an ISO date (YYYY-MM-DD), read as a calendar day with no time-zone shift, exactly as
 * `Intl.DateTimeFormat("es-ES", { dateStyle: "long" })` writes it (page-header.test.ts holds the two equal). Written
 * without Intl because a page's first DateTimeFormat costs 19–49 ms on a phone-speed CPU (4× throttled), inside the
 * task that hydrates the page. Content pages date their header; the helper lives here so that they load one chunk less.
 */
export function formatContentDate(date: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? [];
  const monthName = MONTHS[Number(month) - 1];
  if (year === undefined || monthName === undefined || !(Number(day) >= 1 && Number(day) <= 31)) {
    throw new RangeError(`Fecha no válida: ${date}`);
  }
  return `${Number(day)} de ${monthName} de ${year}`;
}
