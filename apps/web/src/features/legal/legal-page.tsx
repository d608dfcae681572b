import { type SitePagePath, sitePage } from "@nivelia/domain/site/pages";
import type { ReactNode } from "react";
import type { RenderedArticle } from "../../../scripts/markdown";
import { formatContentDate, PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";
import { Prose } from "../pages/layout/prose";
import { CompanyDetailsCard } from "./company-details-card";

interface DataTableProps {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** A bordered table of a legal page (here, with the layout, so legal pages load one chunk less); long words wrap, so it never scrolls sideways. */
function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="rounded-lg border border-border">
      <table className="w-full border-collapse text-left text-sm [overflow-wrap:anywhere]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="border-border border-b p-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-border border-b last:border-b-0">
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className="p-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
