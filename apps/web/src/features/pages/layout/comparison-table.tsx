import { DataTable } from "./data-table";

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

/** Features by option (plan, tier…): a table with row and column headers, or one card per feature on a phone. */
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
    <DataTable
      caption={caption}
      columns={["Característica", ...columns.map((column) => column.label)]}
      rows={rows.map((row) => ({
        key: row.feature,
        cells: [
          row.feature,
          ...columns.map((column) => <Cell key={column.id} value={row.values[column.id]} />),
        ],
      }))}
      valuesBeside
      centreValues
      tableFrom="md"
    />
  );
}

export { ComparisonTable };
