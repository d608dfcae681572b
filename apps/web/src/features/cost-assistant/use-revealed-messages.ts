import { ASSISTANT_TIMINGS, type AssistantMessage } from "@nivelia/domain/assistant";
import { useEffect, useState } from "react";

/** How long the bot waits before it starts typing the message at `index` (section 4). */
function delayBeforeTyping(messages: readonly AssistantMessage[], index: number): number {
  if (index === 0) return ASSISTANT_TIMINGS.greetingMs;
  // The summary lands 1.5 s after the last answer, typing included.
  if (messages[index]?.kind === "summary") return ASSISTANT_TIMINGS.summaryMs - ASSISTANT_TIMINGS.typingMs;
  return ASSISTANT_TIMINGS.gapMs;
}

/**
 * Reveals the reducer's messages at a conversational pace: the visitor's own answers at once, each bot
 * message after its delay and a typing indicator. Reduced motion keeps the timings; only animations stop.
 */
function useRevealedMessages(messages: readonly AssistantMessage[]) {
  const [shownCount, setShownCount] = useState(0);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const next = messages[shownCount];
    if (next === undefined) return;
    if (next.author === "user") {
      setShownCount(shownCount + 1);
      return;
    }
    let typingTimer: number | undefined;
    const startTimer = window.setTimeout(
      () => {
        setTyping(true);
        typingTimer = window.setTimeout(() => {
          setTyping(false);
          setShownCount(shownCount + 1);
        }, ASSISTANT_TIMINGS.typingMs);
      },
      delayBeforeTyping(messages, shownCount),
    );
    return () => {
      window.clearTimeout(startTimer);
      window.clearTimeout(typingTimer);
    };
  }, [messages, shownCount]);

  const visible = messages.slice(0, shownCount);
  const last = visible.at(-1);
  const awaitingAnswer =
    shownCount === messages.length && !typing && last?.author === "bot" && last.asksForAnswer;
  return { visible, typing, awaitingAnswer };
}

export { useRevealedMessages };
