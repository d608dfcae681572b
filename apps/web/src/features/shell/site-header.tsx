import { BRAND } from "@nivelia/domain/brand";
import { EARLY_ACCESS_PILL } from "@nivelia/domain/content";
import { HEADER_PRICING_ITEMS, HEADER_PRODUCT_ITEMS, HOME_ANCHORS, type NavItem } from "@nivelia/domain/site";
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { CalculatorIcon, ChevronDownIcon, MenuIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { NavItemLink } from "./nav-item-link";
import { useShellActions } from "./shell-context";
import { useAnchorNavigation } from "./use-anchor-navigation";

/** The header turns solid once the page has scrolled this far (section 9). */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

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

const menuItemClass = "w-full text-left";

function NavDropdown({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1">
          {label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {items.map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <NavItemLink item={item} className={menuItemClass} />
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { openTechnologyChecker } = useShellActions();
  const goToAnchor = useAnchorNavigation();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-colors duration-200",
        scrolled
          ? "border-border border-b bg-white shadow-sm dark:bg-background"
          : "bg-background/80 backdrop-blur",
      )}
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
          <NavDropdown label="Producto" items={HEADER_PRODUCT_ITEMS} />
          <NavDropdown label="Precios" items={HEADER_PRICING_ITEMS} />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Calculadora de costes"
            title="Calculadora de costes"
            onClick={() => goToAnchor(HOME_ANCHORS.calculator)}
          >
            <CalculatorIcon aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={openTechnologyChecker}>
            Skills
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/early-access">Empresas</Link>
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/candidatos">Candidatos</Link>
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/observatorio">Observatorio</Link>
          </Button>
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
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menú">
                <MenuIcon aria-hidden="true" />
              </Button>
            </DialogTrigger>
            <MobileMenu onClose={closeMenu} />
          </Dialog>
        </div>
      </nav>
    </header>
  );
}

function MobileMenu({ onClose: closeMenu }: { onClose: () => void }) {
  const { openTechnologyChecker } = useShellActions();
  const goToAnchor = useAnchorNavigation();
  return (
    <DialogContent
      closeLabel="Cerrar menú"
      className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 p-6"
    >
      <DialogTitle>{BRAND.productName}</DialogTitle>
      <DialogDescription className="sr-only">Menú de navegación</DialogDescription>
      <nav aria-label="Menú móvil" className="flex flex-col gap-6 text-lg">
        <MobileGroup title="Producto" items={HEADER_PRODUCT_ITEMS} onSelect={closeMenu} />
        <MobileGroup title="Precios" items={HEADER_PRICING_ITEMS} onSelect={closeMenu} />
        <ul className="flex flex-col gap-3">
          <li>
            <button
              type="button"
              className="hover:underline"
              onClick={() => {
                closeMenu();
                goToAnchor(HOME_ANCHORS.calculator);
              }}
            >
              Calculadora de costes
            </button>
          </li>
          <li>
            <button
              type="button"
              className="hover:underline"
              onClick={() => {
                closeMenu();
                openTechnologyChecker();
              }}
            >
              Skills
            </button>
          </li>
          <li>
            <Link to="/early-access" onClick={closeMenu} className="hover:underline">
              Empresas
            </Link>
          </li>
          <li>
            <Link to="/candidatos" onClick={closeMenu} className="hover:underline">
              Candidatos
            </Link>
          </li>
          <li>
            <Link to="/observatorio" onClick={closeMenu} className="hover:underline">
              Observatorio
            </Link>
          </li>
        </ul>
      </nav>
    </DialogContent>
  );
}

function MobileGroup({
  title,
  items,
  onSelect,
}: {
  title: string;
  items: readonly NavItem[];
  onSelect: () => void;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 font-semibold text-muted-foreground text-sm uppercase tracking-wide">{title}</h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.label}>
            <NavItemLink item={item} onSelect={onSelect} className="hover:underline" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export { SiteHeader };
