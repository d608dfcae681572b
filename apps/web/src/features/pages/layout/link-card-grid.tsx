import type { LinkCardCopy } from "../../../content/pages/types";
import { NavItemLink } from "../../shell/nav-item-link";

const LINK_CLASS =
  "mt-auto inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline";

function CardLink({ link }: { link: LinkCardCopy["link"] }) {
  if ("href" in link) {
    const external = link.href.startsWith("http");
    return (
      <a
        href={link.href}
        className={LINK_CLASS}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {link.label}
        {external ? <span className="sr-only"> (se abre en una pestaña nueva)</span> : null}
        <span aria-hidden="true">→</span>
      </a>
    );
  }
  return (
    <NavItemLink
      item={{ kind: "link", label: link.label, to: link.to, hash: link.hash }}
      className={LINK_CLASS}
    />
  );
}

/** Cards that each lead somewhere (a channel, a resource, a next step), in a responsive grid. */
function LinkCardGrid({ cards, columns = 2 }: { cards: readonly LinkCardCopy[]; columns?: 2 | 3 }) {
  return (
    <ul className={columns === 3 ? "grid gap-4 md:grid-cols-2 lg:grid-cols-3" : "grid gap-4 md:grid-cols-2"}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
        >
          <h3 className="font-semibold text-lg leading-tight">{card.title}</h3>
          <p className="text-muted-foreground text-sm">{card.description}</p>
          <CardLink link={card.link} />
        </li>
      ))}
    </ul>
  );
}

export { LinkCardGrid };
