import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import type { ToolSummary } from "../../content/tools/tools-index";

/** The tools as linked cards: name, audience, summary and, when asked, their highlights. */
function ToolCards({
  tools,
  openLabel,
  withHighlights = false,
}: {
  tools: readonly ToolSummary[];
  openLabel: string;
  withHighlights?: boolean;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {tools.map((tool) => (
        <li
          key={tool.path}
          className="relative flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm focus-within:ring-2 focus-within:ring-ring"
        >
          <p className="font-medium text-muted-foreground text-sm">{tool.audience}</p>
          <h3 className="font-semibold text-xl leading-tight">
            <Link to={tool.path} className="after:absolute after:inset-0 focus-visible:outline-none">
              {tool.name}
            </Link>
          </h3>
          <p className="text-muted-foreground">{tool.summary}</p>
          {withHighlights ? (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {tool.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          ) : null}
          <span
            aria-hidden="true"
            className="mt-auto inline-flex items-center gap-1 font-semibold text-primary text-sm"
          >
            {openLabel}
            <ArrowRightIcon className="size-4" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export { ToolCards };
