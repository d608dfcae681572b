/** A list of short statements, each with a check mark (a glyph: the kit loads no icon modules, which keeps pages light). */
function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <span aria-hidden="true" className="w-5 shrink-0 text-center font-bold text-success">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export { CheckList };
