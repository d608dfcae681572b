import { SITE_STORAGE } from "@nivelia/domain/site/cookies";
import { buttonVariants } from "@nivelia/ui";
import { CATEGORY_LABELS, STORAGE_DESCRIPTIONS, STORAGE_KIND_LABELS } from "../../content/legal/cookie-texts";
import cookies from "../../content/legal/cookies.md";
import { PageSection } from "../pages/layout/page-section";
import { useShellActions } from "../shell/shell-context";
import { DataTable, LegalPage } from "./legal-page";

/** The table rows come from the same list the consent code reads, so the policy cannot miss a key. */
const STORAGE_ROWS = SITE_STORAGE.map((entry) => {
  const description = STORAGE_DESCRIPTIONS[entry.name];
  return {
    key: `${entry.kind}:${entry.name}`,
    cells: [
      <code key="name" data-storage-name={entry.name}>
        {entry.name}
      </code>,
      STORAGE_KIND_LABELS[entry.kind],
      description.owner,
      description.purpose,
      description.duration,
      CATEGORY_LABELS[entry.category],
    ],
  };
});

/** /cookies: every key the site stores, generated from the domain's list, and the button that reopens the choice. */
function CookiesPage() {
  const { openCookieSettings } = useShellActions();
  return (
    <LegalPage path="/cookies" eyebrow="Legal" document={cookies}>
      <PageSection
        id="listado"
        title="Qué guardamos en tu navegador"
        intro="La lista completa de cookies y claves de almacenamiento local del sitio. El asterisco (*) sustituye al identificador de la propiedad o del sitio que añade cada servicio."
      >
        <DataTable
          caption="Cookies y almacenamiento local del sitio"
          columns={["Nombre", "Tipo", "Titular", "Finalidad", "Duración", "Categoría"]}
          rows={STORAGE_ROWS}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="button" className={buttonVariants()} onClick={openCookieSettings}>
            Configurar cookies
          </button>
          <p className="text-muted-foreground text-sm">Cambia o retira tu consentimiento cuando quieras.</p>
        </div>
      </PageSection>
    </LegalPage>
  );
}

export { CookiesPage };
