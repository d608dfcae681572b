import { Button } from "@nivelia/ui";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A tool form's submit button, on a line of its own, with the icon of what the tool does. */
function ToolSubmit({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" size="lg">
        <Icon aria-hidden="true" />
        {children}
      </Button>
    </div>
  );
}

export { ToolSubmit };
