import type { NavItem } from "@nivelia/domain/site";
import { Link } from "@tanstack/react-router";
import type * as React from "react";
import { useShellActions } from "./shell-context";
import { useAnchorNavigation } from "./use-anchor-navigation";

type NavItemLinkProps = Omit<React.HTMLAttributes<HTMLElement>, "onSelect"> & {
  item: NavItem;
  /** Called before the item acts, for example to close the menu it lives in. */
  onSelect?: () => void;
  ref?: React.Ref<HTMLElement>;
};

/** One header or footer entry: an internal link, a home anchor, or an action of the shell. Forwards the props a menu passes. */
function NavItemLink({ item, onSelect, onClick, ref, ...rest }: NavItemLinkProps) {
  const actions = useShellActions();
  const goToAnchor = useAnchorNavigation();
  if (item.kind === "action") {
    const run =
      item.action === "technology-checker" ? actions.openTechnologyChecker : actions.openCookieSettings;
    return (
      <button
        type="button"
        {...rest}
        ref={ref as React.Ref<HTMLButtonElement>}
        onClick={(event) => {
          onClick?.(event);
          onSelect?.();
          run();
        }}
      >
        {item.label}
      </button>
    );
  }
  const anchor = item.hash;
  return (
    <Link
      to={item.to}
      hash={anchor}
      activeOptions={{ includeHash: true }}
      {...rest}
      ref={ref as React.Ref<HTMLAnchorElement>}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        onSelect?.();
        if (anchor) {
          event.preventDefault();
          goToAnchor(anchor);
        }
      }}
    >
      {item.label}
    </Link>
  );
}

export { NavItemLink };
