import type { IconName } from "@nivelia/domain/content";
import {
  BinaryIcon,
  BugIcon,
  CircleHelpIcon,
  Code2Icon,
  GitPullRequestIcon,
  ListChecksIcon,
  type LucideIcon,
  MessageSquareTextIcon,
  PuzzleIcon,
  SigmaIcon,
  SparklesIcon,
} from "lucide-react";

// Only the icons the assessment types name, so the section does not pull in the whole icon set.
const ICONS: Readonly<Record<IconName, LucideIcon>> = {
  MessageSquareText: MessageSquareTextIcon,
  ListChecks: ListChecksIcon,
  Binary: BinaryIcon,
  Sigma: SigmaIcon,
  Code2: Code2Icon,
  Bug: BugIcon,
  Puzzle: PuzzleIcon,
  GitPullRequest: GitPullRequestIcon,
  Sparkles: SparklesIcon,
};

/** The decorative icon of an assessment type (the title next to it names the type). */
function AssessmentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name] ?? CircleHelpIcon;
  return <Icon aria-hidden="true" className={className} />;
}

export { AssessmentIcon };
