/** A plain list of short texts: bullets, or numbers where the order matters (`ordered`). */
function BulletList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`flex ${ordered ? "list-decimal" : "list-disc"} flex-col gap-2 pl-6`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

export { BulletList };
