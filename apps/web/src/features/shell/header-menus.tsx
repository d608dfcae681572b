import { HEADER_PRICING_ITEMS, HEADER_PRODUCT_ITEMS, type NavItem } from "@nivelia/domain/site";
import {
  DisclosureMenu,
  DisclosureMenuContent,
  DisclosureMenuItem,
  DisclosureMenuTrigger,
} from "@nivelia/ui";
import { NavItemLink } from "./nav-item-link";

const HEADER_MENUS: ReadonlyArray<{ label: string; items: readonly NavItem[] }> = [
  { label: "Producto", items: HEADER_PRODUCT_ITEMS },
  { label: "Precios", items: HEADER_PRICING_ITEMS },
];

/** The header's 'Producto' and 'Precios' lists on large screens (the mobile menu shows the same groups). */
function HeaderMenus() {
  return HEADER_MENUS.map((menu) => (
    <DisclosureMenu key={menu.label}>
      <DisclosureMenuTrigger>{menu.label}</DisclosureMenuTrigger>
      <DisclosureMenuContent>
        <ul>
          {menu.items.map((item) => (
            <li key={item.label}>
              <DisclosureMenuItem>
                <NavItemLink item={item} />
              </DisclosureMenuItem>
            </li>
          ))}
        </ul>
      </DisclosureMenuContent>
    </DisclosureMenu>
  ));
}

export { HeaderMenus };
