import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";

/** Keeps the tab title in step with client-side navigation; prerendered HTML already carries it. */
function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      for (const match of [...state.matches].reverse()) {
        const found = match.meta?.find((meta) => meta && "title" in meta);
        if (found && "title" in found && typeof found.title === "string") return found.title;
      }
      return undefined;
    },
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

export { DocumentTitle };
