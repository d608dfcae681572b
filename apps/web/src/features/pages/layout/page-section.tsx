import { type ReactNode, useId } from "react";

interface PageSectionProps {
  /** Anchor of the section (`/page#id`). */
  id?: string;
  title: string;
  intro?: ReactNode;
  /** Alternate background to separate consecutive sections. */
  tone?: "default" | "muted";
  /** Wide sections hold grids and tables; narrow ones hold reading text. */
  width?: "narrow" | "wide";
  children: ReactNode;
}

/** One titled block of a content page (h2), with an optional introduction. */
function PageSection({ id, title, intro, tone = "default", width = "wide", children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-slot="page-section"
      className={tone === "muted" ? "scroll-mt-24 bg-muted/50" : "scroll-mt-24"}
    >
      <div
        className={`mx-auto flex flex-col gap-6 px-4 py-12 md:py-16 ${width === "wide" ? "max-w-5xl" : "max-w-3xl"}`}
      >
        <div className="flex flex-col gap-3">
          <h2 id={headingId} className="font-bold text-2xl tracking-tight md:text-3xl">
            {title}
          </h2>
          {intro ? <div className="text-lg text-muted-foreground">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export { PageSection, type PageSectionProps };
