import { ASSISTANT_INITIAL_STATE, assistantReducer } from "@nivelia/domain/assistant";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { COST_ASSISTANT_PAGE } from "@nivelia/domain/site/pages";
import { Link } from "@tanstack/react-router";
import { Calculator } from "lucide-react";
import { useReducer, useState } from "react";
import { useAnchorNavigation } from "../shell/use-anchor-navigation";
import { AssistantChat } from "./assistant-chat";
import { AssistantResultsPanel } from "./assistant-results-panel";

/** The cost assistant (section 2.4): the calculator's questions as a chat, with live results beside it. */
function CostAssistantPage() {
  const [state, dispatch] = useReducer(assistantReducer, ASSISTANT_INITIAL_STATE);
  // A new key restarts the chat's reveal timers along with the reducer.
  const [conversation, setConversation] = useState(0);
  const goToAnchor = useAnchorNavigation();
  const contact = () => goToAnchor(HOME_ANCHORS.contact);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="font-semibold text-primary text-sm uppercase tracking-wide">Calculadora de costes</p>
          <h1 className="mt-2 font-bold text-4xl tracking-tight">{COST_ASSISTANT_PAGE.title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{COST_ASSISTANT_PAGE.description}</p>
        </div>
        <Link
          to="/"
          hash={HOME_ANCHORS.calculator}
          className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4"
        >
          <Calculator aria-hidden="true" className="size-4" />
          Usar la calculadora clásica
        </Link>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AssistantChat
          key={conversation}
          messages={state.messages}
          done={state.step === "done"}
          onAnswer={(text) => dispatch({ type: "answer", text })}
          onRestart={() => {
            dispatch({ type: "reset" });
            setConversation((count) => count + 1);
          }}
          onContact={contact}
        />
        <AssistantResultsPanel
          state={state}
          onToggleReference={() => dispatch({ type: "toggleReferenceValues" })}
          onContact={contact}
        />
      </div>
    </div>
  );
}

export { CostAssistantPage };
