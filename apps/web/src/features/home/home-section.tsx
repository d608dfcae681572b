import type { ReactNode } from "react";

/** The landing's usual section box: centred, as wide as the header, clear of it when reached by its anchor. */
const SECTION_BOX = "home-box scroll-mt-20 py-16 md:py-24";

/** A landing section, reachable by its anchor (when it has one) and named by its heading. */
function HomeSection({
  anchor,
  headingId,
  className = SECTION_BOX,
  children,
}: {
  anchor?: string;
  headingId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={headingId} className={className}>
      {children}
    </section>
  );
}

/** A section's centred opening: an optional kicker, the heading (`id` names the section) and its lead paragraph. */
function SectionHeading({
  id,
  kicker,
  title,
  children,
}: {
  id: string;
  kicker?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
      {kicker ? <p className="font-semibold text-primary text-sm uppercase tracking-wide">{kicker}</p> : null}
      <h2 id={id} className="font-bold text-3xl tracking-tight md:text-4xl">
        {title}
      </h2>
      <p className="text-lg text-muted-foreground">{children}</p>
    </div>
  );
}

export { HomeSection, SectionHeading };
