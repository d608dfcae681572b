import { BRAND } from "@nivelia/domain/brand";
import { HEADER_PRICING_ITEMS, HEADER_PRODUCT_ITEMS, HOME_ANCHORS, type NavItem } from "@nivelia/domain/site";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import type { RefObject } from "react";
import { NavItemLink } from "./nav-item-link";
import { useShellActions } from "./shell-context";
import { useAnchorNavigation } from "./use-anchor-navigation";

/** The full-screen menu of small screens (a design-system Dialog: focus trap, Escape, scroll lock). */
function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: it is not a Radix trigger, so focus is handed back explicitly. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { openTechnologyChecker } = useShellActions();
  const goToAnchor = useAnchorNavigation();
  const closeMenu = () => onOpenChange(false);
  // The header's icon and 'Skills' buttons, spelt out here.
  const actions = [
    { label: "Calculadora de costes", run: () => goToAnchor(HOME_ANCHORS.calculator) },
    { label: "Skills", run: openTechnologyChecker },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Cerrar menú"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        layout="fullscreen"
      >
        <DialogTitle>{BRAND.productName}</DialogTitle>
        <DialogDescription className="sr-only">Menú de navegación</DialogDescription>
        <nav aria-label="Menú móvil" className="flex flex-col gap-6 text-lg">
          <MobileGroup title="Producto" items={HEADER_PRODUCT_ITEMS} onSelect={closeMenu} />
          <MobileGroup title="Precios" items={HEADER_PRICING_ITEMS} onSelect={closeMenu} />
          <ul className="flex flex-col gap-3">
            {actions.map((action) => (
              <li key={action.label}>
                <button
                  type="button"
                  className="hover:underline"
                  onClick={() => {
                    closeMenu();
                    action.run();
                  }}
                >
                  {action.label}
                </button>
              </li>
            ))}
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
    </Dialog>
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

export { MobileMenu };
