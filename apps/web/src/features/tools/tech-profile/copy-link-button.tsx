import { Button } from "@nivelia/ui";
import { CheckIcon, LinkIcon } from "lucide-react";
import { useState } from "react";
import { TECH_PROFILE_TEXTS as TEXTS } from "../../../content/tools/tech-profile";

type CopyState = "idle" | "copied" | "failed";

/** Copies the page's address (the card's shareable link) and says whether it worked. */
function CopyLinkButton() {
  const [state, setState] = useState<CopyState>("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button type="button" variant="outline" onClick={copy}>
        {state === "copied" ? <CheckIcon aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
        {TEXTS.copyLinkLabel}
      </Button>
      <p role="status" className="min-h-5 text-muted-foreground text-sm">
        {state === "copied" ? TEXTS.copiedLabel : state === "failed" ? TEXTS.copyFailedLabel : ""}
      </p>
    </div>
  );
}

export { CopyLinkButton };
