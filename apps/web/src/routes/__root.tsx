import { BRAND } from "@nivelia/domain/brand";
import { createRootRoute, Outlet } from "@tanstack/react-router";
import { DeferredNotFoundPage } from "../features/shell/deferred-not-found-page";
import { ErrorScreen } from "../features/shell/error-screen";
import { SiteShell } from "../features/shell/site-shell";

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: DeferredNotFoundPage,
  errorComponent: ErrorScreen,
  // Only unknown paths render the root alone; every page sets its own title over this one.
  head: () => ({
    meta: [
      { title: `Página no encontrada | ${BRAND.productName}` },
      { name: "description", content: "La página que buscas no existe o ha cambiado de dirección." },
    ],
  }),
});

function RootLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
