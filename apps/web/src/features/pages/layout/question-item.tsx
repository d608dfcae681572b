/** A question with its answer; `id` is its anchor on the page. */
interface QuestionItemData {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

const ANCHOR_LINK_LABEL = "Enlace a esta respuesta";

/**
 * One question as a native disclosure (`<details>`): the answer is in the prerendered HTML, opens without
 * JavaScript, and carries a link to its own anchor.
 */
function QuestionItem({ item, hidden = false }: { item: QuestionItemData; hidden?: boolean }) {
  return (
    <details
      id={item.id}
      hidden={hidden}
      className="group scroll-mt-24 rounded-xl border border-border bg-card text-card-foreground open:border-primary/60"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl p-5 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <h3 className="font-semibold text-lg leading-snug">{item.question}</h3>
        <span
          aria-hidden="true"
          className="mt-0.5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          ▾
        </span>
      </summary>
      <div className="flex flex-col gap-3 px-5 pb-5">
        <p className="text-muted-foreground leading-7">{item.answer}</p>
        <a
          href={`#${item.id}`}
          className="inline-flex w-fit items-center gap-1.5 text-primary text-sm underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">#</span>
          {ANCHOR_LINK_LABEL}
          <span className="sr-only">: {item.question}</span>
        </a>
      </div>
    </details>
  );
}

/** A static list of questions (a page's own short FAQ). */
function QuestionList({ items }: { items: readonly QuestionItemData[] }) {
  return (
    <div className="flex flex-col gap-3">
      {items.map((item) => (
        <QuestionItem key={item.id} item={item} />
      ))}
    </div>
  );
}

export { QuestionItem, type QuestionItemData, QuestionList };
