import type { ReactNode } from "react";

/** The closing call to action of a content page. */
function CtaBand({ title, text, actions }: { title: string; text: ReactNode; actions: ReactNode }) {
  return (
    <section data-slot="cta-band" aria-label={title} className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <p className="font-bold text-2xl tracking-tight">{title}</p>
          <div className="text-primary-foreground/90">{text}</div>
        </div>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}

export { CtaBand };
