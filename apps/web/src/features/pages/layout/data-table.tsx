import type { ReactNode } from "react";

interface DataTableProps {
  /** Names the table (and, on small screens, its list of cards) for screen readers. */
  caption: string;
  /** Column headers; the first column names each row. */
  columns: readonly string[];
  /** One cell per column; the first is the row's header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** Short values (ticks, figures) sit beside their label on small screens instead of under it. */
  valuesBeside?: boolean;
  /** Centres the value columns of the table (ticks). */
  centreValues?: boolean;
  /** From which width the rows fit side by side as a table: `md` for a few short columns. */
  tableFrom?: "md" | "lg";
}

/** Literal class names, which Tailwind finds in the source: the table shows from the breakpoint, the cards below. */
const SHOWN = {
  md: { table: "hidden md:block", cards: "md:hidden" },
  lg: { table: "hidden lg:block", cards: "lg:hidden" },
} as const;

/**
 * A table on wide screens; below, one card per row whose values are each labelled by their column header (a definition
 * list), since a table of many columns squeezed into a phone breaks its words or scrolls away from its headers.
 * Words never break inside a cell: a column is as wide as its longest word.
 */
function DataTable({
  caption,
  columns,
  rows,
  valuesBeside = false,
  centreValues = false,
  tableFrom = "lg",
}: DataTableProps) {
  const [rowHeader, ...valueColumns] = columns;
  const valueAlign = centreValues ? "text-center" : "text-left";
  return (
    <>
      <div className={`rounded-lg border border-border ${SHOWN[tableFrom].table}`}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="border-border border-b p-3 font-semibold">
                {rowHeader}
              </th>
              {valueColumns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`border-border border-b p-3 font-semibold ${valueAlign}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells: [header, ...values] }) => (
              <tr key={key} className="border-border border-b last:border-b-0">
                <th scope="row" className="p-3 align-top font-normal">
                  {header}
                </th>
                {values.map((value, index) => (
                  <td key={valueColumns[index]} className={`p-3 align-top ${valueAlign}`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={`flex flex-col gap-3 text-sm ${SHOWN[tableFrom].cards}`}>
        {rows.map(({ key, cells: [header, ...values] }) => (
          <li key={key} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
            <p className="font-semibold text-base">{header}</p>
            <dl className={valuesBeside ? "flex flex-col gap-1.5" : "flex flex-col gap-3"}>
              {values.map((value, index) => (
                <div
                  key={valueColumns[index]}
                  className={
                    valuesBeside ? "flex items-baseline justify-between gap-4" : "flex flex-col gap-0.5"
                  }
                >
                  <dt className="font-medium text-muted-foreground">{valueColumns[index]}</dt>
                  <dd className={valuesBeside ? "text-right" : undefined}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

export { DataTable, type DataTableProps };
