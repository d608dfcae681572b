import type { IconName } from "@nivelia/domain/content";
import {
  BriefcaseIcon,
  CloudIcon,
  Code2Icon,
  CogIcon,
  CpuIcon,
  DumbbellIcon,
  GraduationCapIcon,
  type LucideIcon,
  MapIcon,
  MessageSquarePlusIcon,
  MonitorIcon,
  SearchIcon,
  ServerIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UserSearchIcon,
  UsersIcon,
} from "lucide-react";

/** The icons the use-case catalogue names; only these are bundled, not the whole icon set. */
const USE_CASE_ICONS: Readonly<Record<IconName, LucideIcon>> = {
  Briefcase: BriefcaseIcon,
  Cloud: CloudIcon,
  Code2: Code2Icon,
  Cog: CogIcon,
  Cpu: CpuIcon,
  Dumbbell: DumbbellIcon,
  GraduationCap: GraduationCapIcon,
  Map: MapIcon,
  MessageSquarePlus: MessageSquarePlusIcon,
  Monitor: MonitorIcon,
  Search: SearchIcon,
  Server: ServerIcon,
  ShieldCheck: ShieldCheckIcon,
  UserSearch: UserSearchIcon,
  Users: UsersIcon,
};

/** The icon for a catalogue name, with a neutral fallback so a new name never breaks the page. */
export function useCaseIcon(name: IconName): LucideIcon {
  return USE_CASE_ICONS[name] ?? SparklesIcon;
}
