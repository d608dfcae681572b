import type { IconName } from "@nivelia/domain/content";
import {
  CircleHelpIcon,
  ClipboardListIcon,
  FileCheck2Icon,
  ListChecksIcon,
  type LucideIcon,
  SendIcon,
} from "lucide-react";

// Only the icons the steps name, so the section does not pull in the whole icon set.
const ICONS: Readonly<Record<IconName, LucideIcon>> = {
  ClipboardList: ClipboardListIcon,
  ListChecks: ListChecksIcon,
  Send: SendIcon,
  FileCheck2: FileCheck2Icon,
};

/** The decorative icon of a 'Cómo funciona' step. */
function StepIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name] ?? CircleHelpIcon;
  return <Icon aria-hidden="true" className={className} />;
}

export { StepIcon };
