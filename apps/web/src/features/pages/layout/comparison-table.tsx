interface ComparisonColumn<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

interface ComparisonRow<Id extends string> {
  readonly feature: string;
  readonly values: Readonly<Record<Id, boolean | string>>;
}

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === "string") return <span className="font-medium">{value}</span>;
  return value ? (
    <>
      <span aria-hidden="true" className="font-bold text-lg text-success">
        ✓
      </span>
      <span className="sr-only">Incluido</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">No incluido</span>
    </>
  );
}

/** Features by option (plan, tier…): a real table with row and column headers, scrollable on small screens. */
function ComparisonTable<Id extends string>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ComparisonColumn<Id>[];
  rows: readonly ComparisonRow<Id>[];
}) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tabIndex.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
    <section tabIndex={0} aria-label={caption} className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-3 text-left font-semibold">
              Característica
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="p-3 text-center font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-border border-t">
              <th scope="row" className="p-3 text-left font-normal">
                {row.feature}
              </th>
              {columns.map((column) => (
                <td key={column.id} className="p-3 text-center">
                  <Cell value={row.values[column.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export { ComparisonTable };
