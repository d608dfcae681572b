import { ASSISTANT_ANSWER_BOX, parseAssistantAnswer } from "@nivelia/domain/assistant";
import { Button, Input, Label } from "@nivelia/ui";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";

/** The chat box, shown only while the last bot message asks for an answer. */
function AssistantAnswerForm({
  onAnswer,
  focusOnShow,
}: {
  onAnswer: (text: string) => void;
  focusOnShow: boolean;
}) {
  const [text, setText] = useState("");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Keeps the visitor's focus in the chat between questions, without grabbing it on page load.
  useEffect(() => {
    if (focusOnShow) inputRef.current?.focus();
  }, [focusOnShow]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The reducer ignores blank answers (section 5); the box is cleared only when something was said.
    onAnswer(text);
    if (parseAssistantAnswer(text).kind !== "empty") setText("");
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-border border-t p-3">
      <Label htmlFor={inputId} className="sr-only">
        {ASSISTANT_ANSWER_BOX.label}
      </Label>
      <Input
        id={inputId}
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={ASSISTANT_ANSWER_BOX.placeholder}
        autoComplete="off"
        enterKeyHint="send"
      />
      <Button type="submit">
        <SendHorizontal aria-hidden="true" />
        {ASSISTANT_ANSWER_BOX.send}
      </Button>
    </form>
  );
}

export { AssistantAnswerForm };
