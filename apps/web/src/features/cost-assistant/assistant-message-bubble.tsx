import { ASSISTANT_SUMMARY_CONTACT_LABEL, type AssistantMessage } from "@nivelia/domain/assistant";
import { Button, cn } from "@nivelia/ui";

/** One chat message; the summary carries the contact button (section 4). */
function AssistantMessageBubble({
  message,
  onContact,
}: {
  message: AssistantMessage;
  onContact: () => void;
}) {
  const fromBot = message.author === "bot";
  return (
    <div
      className={cn(
        "flex animate-fade-in flex-col gap-3 motion-reduce:animate-none",
        fromBot ? "items-start" : "items-end",
      )}
      data-message-kind={message.kind}
    >
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed",
          fromBot
            ? "rounded-bl-sm bg-muted text-foreground"
            : "rounded-br-sm bg-primary text-primary-foreground",
          message.kind === "invalid" && "border border-destructive",
        )}
      >
        <span className="sr-only">{fromBot ? "Asistente: " : "Tú: "}</span>
        <span data-message-text="">{message.text}</span>
      </p>
      {message.kind === "summary" ? (
        <Button type="button" onClick={onContact}>
          {ASSISTANT_SUMMARY_CONTACT_LABEL}
        </Button>
      ) : null}
    </div>
  );
}

export { AssistantMessageBubble };
