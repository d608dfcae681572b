import type { IconName } from "@nivelia/domain/content";
import {
  BadgeCheckIcon,
  Code2Icon,
  EyeOffIcon,
  FileTextIcon,
  GiftIcon,
  HandshakeIcon,
  type LucideIcon,
  SparklesIcon,
  TrendingUpIcon,
  UserCheckIcon,
  UserPlusIcon,
  UsersIcon,
} from "lucide-react";

/** The icons the candidate-demo content names; only these are bundled, not the whole icon set. */
const DEMO_ICONS: Readonly<Record<IconName, LucideIcon>> = {
  BadgeCheck: BadgeCheckIcon,
  Code2: Code2Icon,
  EyeOff: EyeOffIcon,
  FileText: FileTextIcon,
  Gift: GiftIcon,
  Handshake: HandshakeIcon,
  TrendingUp: TrendingUpIcon,
  UserCheck: UserCheckIcon,
  UserPlus: UserPlusIcon,
  Users: UsersIcon,
};

/** The icon for a content name, with a neutral fallback so a new name never breaks the page. */
export function demoIcon(name: IconName): LucideIcon {
  return DEMO_ICONS[name] ?? SparklesIcon;
}
