import type { StackInfo } from "@nivelia/domain/stacks";
import { cn } from "@nivelia/ui";
import { type RevealState, revealDelay } from "../../shell/use-reveal-on-view";
import { sectionIcon } from "./section-icons";

interface StackCardProps {
  stack: StackInfo;
  index: number;
  phase: RevealState;
  onSelect: (name: string) => void;
}

/** One card of the stack grid: name and composition; fades and slides in after the previous one (opacity/transform only). */
function StackCard({ stack, index, phase, onSelect }: StackCardProps) {
  const Icon = sectionIcon(stack.icon);
  return (
    <button
      type="button"
      onClick={() => onSelect(stack.name)}
      style={phase === "shown" ? revealDelay(index) : undefined}
      className={cn(
        "flex h-full w-full flex-col items-start gap-2 rounded-xl border border-border bg-card p-5 text-left text-card-foreground shadow-sm transition-[opacity,transform,border-color] duration-500 hover:border-primary motion-reduce:transition-none",
        phase === "hidden" ? "translate-y-4 opacity-0" : "translate-y-0 opacity-100",
      )}
    >
      <Icon aria-hidden="true" className="size-7 text-primary" />
      <span className="font-semibold text-lg">{stack.name}</span>
      <span className="text-muted-foreground text-sm">{stack.composition}</span>
    </button>
  );
}

export { StackCard };
