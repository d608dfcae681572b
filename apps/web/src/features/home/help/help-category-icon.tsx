import type { IconName } from "@nivelia/domain/content";
import {
  CircleHelpIcon,
  ClipboardCheckIcon,
  CpuIcon,
  type LucideIcon,
  ShieldCheckIcon,
  TrendingUpIcon,
} from "lucide-react";

// Only the icons the help categories name, so the section does not pull in the whole icon set.
const ICONS: Readonly<Record<IconName, LucideIcon>> = {
  Cpu: CpuIcon,
  ShieldCheck: ShieldCheckIcon,
  ClipboardCheck: ClipboardCheckIcon,
  TrendingUp: TrendingUpIcon,
};

/** The decorative icon of a help-centre category. */
function HelpCategoryIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name] ?? CircleHelpIcon;
  return <Icon aria-hidden="true" className={className} />;
}

export { HelpCategoryIcon };
