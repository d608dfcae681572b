/**
 * A plain list of short texts: bullets, or numbers where the order matters (`ordered`), under its own small heading
 * when it has a `title`.
 */
function BulletList({
  title,
  items,
  ordered = false,
}: {
  title?: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <>
      {title ? <h3 className="font-semibold text-xl">{title}</h3> : null}
      <List className={`flex ${ordered ? "list-decimal" : "list-disc"} flex-col gap-2 pl-6`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </>
  );
}

export { BulletList };
