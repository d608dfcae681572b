import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { DocumentTitle } from "../features/shell/document-title";
import { NotFoundPage } from "../features/shell/not-found-page";
import { SiteFooter } from "../features/shell/site-footer";
import { SiteHeader } from "../features/shell/site-header";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <SiteHeader />
      <main id="contenido" className="min-h-screen pt-16">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
