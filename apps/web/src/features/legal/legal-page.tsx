import { type SitePagePath, sitePage } from "@nivelia/domain/site/pages";
import type { ReactNode } from "react";
import type { RenderedArticle } from "../../../scripts/markdown";
import { DataTable } from "../pages/layout/data-table";
import { formatContentDate, PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";
import { Prose } from "../pages/layout/prose";
import { CompanyDetailsCard } from "./company-details-card";

interface LegalPageProps {
  path: SitePagePath;
  eyebrow: string;
  /** The page's text, written in Markdown under content/ and rendered at build time. */
  document: RenderedArticle;
  /** Title of the section with the owner's details, when the page shows them. */
  companyTitle?: string;
  /** Sections generated from data (tables), shown between the owner's details and the text. */
  children?: ReactNode;
}

/** A legal or transparency page: title and summary from the domain, the owner, generated tables, then the text. */
function LegalPage({ path, eyebrow, document, companyTitle, children }: LegalPageProps) {
  const page = sitePage(path);
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={page.title}
        lead={
          <div className="flex flex-col gap-3">
            <p>{page.description}</p>
            <p className="text-base">
              Última actualización: <time dateTime={document.date}>{formatContentDate(document.date)}</time>
            </p>
          </div>
        }
      />
      {companyTitle ? (
        <PageSection id="titular" title={companyTitle} width="narrow">
          <CompanyDetailsCard />
        </PageSection>
      ) : null}
      {children}
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <Prose html={document.html} />
      </div>
    </>
  );
}

export { DataTable, LegalPage };
