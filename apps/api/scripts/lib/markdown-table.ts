/** Prints a Markdown table to the console, each column as wide as its widest cell. */
export function printMarkdownTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.log(`\n${line(header)}\n| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  for (const row of rows) console.log(line(row));
}
