import { HOME_ANCHORS, type SitePagePath, sitePage } from "@nivelia/domain/site";
import { buttonVariants } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** A content page: its title and introduction from the domain, then whatever the page adds. */
function InfoPage({ path, children }: { path: SitePagePath; children?: ReactNode }) {
  const page = sitePage(path);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-16 md:py-24">
      <h1 className="font-bold text-4xl tracking-tight">{page.title}</h1>
      <p className="text-lg text-muted-foreground">{page.description}</p>
      {children}
      <div className="flex flex-wrap gap-3 pt-4">
        <Link to="/" hash={HOME_ANCHORS.pricing} className={buttonVariants()}>
          Ver precios
        </Link>
        <Link to="/contacto" className={buttonVariants({ variant: "outline" })}>
          Hablar con el equipo
        </Link>
      </div>
    </article>
  );
}

export { InfoPage };
