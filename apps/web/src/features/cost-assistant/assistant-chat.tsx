import type { AssistantMessage } from "@nivelia/domain/assistant";
import { Button } from "@nivelia/ui";
import { RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { AssistantAnswerForm } from "./assistant-answer-form";
import { AssistantMessageBubble } from "./assistant-message-bubble";
import { AssistantTypingIndicator } from "./assistant-typing-indicator";
import { useRevealedMessages } from "./use-revealed-messages";

/** The conversation: an aria-live log of revealed messages, the typing indicator and the answer box. */
function AssistantChat({
  messages,
  done,
  onAnswer,
  onRestart,
  onContact,
}: {
  messages: readonly AssistantMessage[];
  done: boolean;
  onAnswer: (text: string) => void;
  onRestart: () => void;
  onContact: () => void;
}) {
  const { visible, typing, awaitingAnswer } = useRevealedMessages(messages);
  const logRef = useRef<HTMLDivElement>(null);
  const answered = messages.some((message) => message.author === "user");

  // Keeps the newest message in sight inside the log's own scroll area.
  useEffect(() => {
    const log = logRef.current;
    if (log && visible.length > 0) log.scrollTop = log.scrollHeight;
  }, [visible.length]);

  return (
    <section
      aria-label="Conversación con el asistente de costes"
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
    >
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Mensajes del asistente de costes"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="flex h-[26rem] flex-col gap-3 overflow-y-auto p-4 md:h-[32rem]"
      >
        {visible.map((message) => (
          <AssistantMessageBubble key={message.id} message={message} onContact={onContact} />
        ))}
      </div>
      {typing ? <AssistantTypingIndicator /> : null}
      {awaitingAnswer ? <AssistantAnswerForm onAnswer={onAnswer} focusOnShow={answered} /> : null}
      {done && visible.length === messages.length ? (
        <div className="border-border border-t p-3">
          <Button type="button" variant="outline" onClick={onRestart}>
            <RotateCcw aria-hidden="true" />
            Empezar de nuevo
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export { AssistantChat };
