import { CheckIcon } from "lucide-react";

/** A list of short statements, each with a check mark. */
function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export { CheckList };
