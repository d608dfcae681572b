import type { ToastMessage } from "@nivelia/domain/forms";
import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useRef } from "react";

/**
 * A send confirmed where the visitor was: the words of the success toast, which stays, and the focus, which would
 * otherwise fall to the page's start as the emptied form's button turns disabled.
 */
function FormConfirmation({ message }: { message: ToastMessage }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      data-slot="form-confirmation"
      className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
    >
      <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{message.title}</p>
        {message.description ? <p>{message.description}</p> : null}
      </div>
    </div>
  );
}

export { FormConfirmation };
