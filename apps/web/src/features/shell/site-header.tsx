import { BRAND } from "@nivelia/domain/brand";
import { EARLY_ACCESS_PILL, HOME_ANCHORS } from "@nivelia/domain/site";
import { buttonVariants } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { CalculatorIcon, MenuIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { deferred } from "../../lib/deferred";
import { lazyDialog } from "../../lib/lazy-dialog";
import { useShellActions } from "./shell-context";
import { useAnchorNavigation } from "./use-anchor-navigation";

/** The header turns solid once the page has scrolled this far (section 9). */
const HEADER_SCROLL_THRESHOLD_PX = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

// The mobile menu's dialog code loads on first use, keeping Radix out of every page's first view.
const MobileMenu = lazyDialog(() => import("./mobile-menu").then((module) => module.MobileMenu));

// The 'Producto' and 'Precios' menus: prerendered, their code (Radix) loads when a visitor points at or focuses them.
const HeaderMenus = deferred(
  "header-menus",
  () => import("./header-menus").then((module) => module.HeaderMenus),
  "intent",
);

const ghostSmall = buttonVariants({ variant: "ghost", size: "sm" });

function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { openTechnologyChecker } = useShellActions();
  const goToAnchor = useAnchorNavigation();

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        scrolled
          ? "border-border border-b bg-white shadow-sm dark:bg-background"
          : "bg-background/80 backdrop-blur"
      }`}
    >
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Saltar al contenido
      </a>
      <nav
        aria-label="Principal"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4"
      >
        <Link to="/" className="font-bold text-xl tracking-tight" aria-label={`${BRAND.productName}, inicio`}>
          {BRAND.productName}
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          <HeaderMenus />
          <button
            type="button"
            className={buttonVariants({ variant: "ghost", size: "icon" })}
            aria-label="Calculadora de costes"
            title="Calculadora de costes"
            onClick={() => goToAnchor(HOME_ANCHORS.calculator)}
          >
            <CalculatorIcon aria-hidden="true" />
          </button>
          <button type="button" className={ghostSmall} onClick={openTechnologyChecker}>
            Skills
          </button>
          <Link to="/early-access" className={ghostSmall}>
            Empresas
          </Link>
          <Link to="/candidatos" className={ghostSmall}>
            Candidatos
          </Link>
          <Link to="/observatorio" className={ghostSmall}>
            Observatorio
          </Link>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to="/"
            hash={HOME_ANCHORS.pricing}
            activeOptions={{ includeHash: true }}
            onClick={(event) => {
              event.preventDefault();
              goToAnchor(HOME_ANCHORS.pricing);
            }}
            className="rounded-full bg-primary px-3 py-1.5 font-semibold text-primary-foreground text-sm hover:bg-primary/90"
          >
            {EARLY_ACCESS_PILL}
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className={buttonVariants({ variant: "ghost", size: "icon", className: "lg:hidden" })}
            aria-label="Abrir menú"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon aria-hidden="true" />
          </button>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButtonRef} />
        </div>
      </nav>
    </header>
  );
}

export { SiteHeader };
