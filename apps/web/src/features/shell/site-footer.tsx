import { BRAND } from "@nivelia/domain/brand";
import {
  COPYRIGHT_LINE,
  FOOTER_EXTERNAL_LINKS,
  FOOTER_GROUPS,
  SOCIAL_LINKS,
} from "@nivelia/domain/site/footer";
import { buttonVariants } from "@nivelia/ui";
import { ShieldCheckIcon } from "lucide-react";
import { NavItemLink } from "./nav-item-link";
import { useShellActions } from "./shell-context";
import { ThemeSelect } from "./theme-select";

const linkClass = "text-left text-muted-foreground hover:text-foreground hover:underline";
// Each listed link is its line's whole height, 28 px: a target of at least 24 px (WCAG 2.2), spaced as before.
const listLinkClass = `${linkClass} inline-block py-1`;

function SiteFooter() {
  const { openTechnologyChecker } = useShellActions();
  return (
    <footer className="border-border border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_3fr]">
        <div className="flex flex-col items-start gap-4">
          <p className="font-bold text-xl">{BRAND.productName}</p>
          <p className="max-w-xs text-muted-foreground text-sm">
            Entrevistas técnicas automatizadas con IA para equipos de desarrollo.
          </p>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            onClick={openTechnologyChecker}
          >
            <ShieldCheckIcon aria-hidden="true" />
            Verificar Tecnología
          </button>
          <ThemeSelect />
        </div>
        <nav aria-label="Pie de página" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {FOOTER_GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`footer-${group.title}`}>
              <h2 id={`footer-${group.title}`} className="mb-3 font-semibold text-sm">
                {group.title}
              </h2>
              <ul className="flex flex-col text-sm">
                {group.items.map((item) => (
                  <li key={item.label}>
                    <NavItemLink item={item} className={listLinkClass} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <div className="border-border border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-muted-foreground text-sm md:flex-row md:items-center md:justify-between">
          <p>{COPYRIGHT_LINE}</p>
          <ul className="flex flex-wrap gap-4">
            {[...SOCIAL_LINKS, ...FOOTER_EXTERNAL_LINKS].map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

export { SiteFooter };
