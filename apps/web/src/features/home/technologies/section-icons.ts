import {
  Atom,
  Boxes,
  Code2,
  Hexagon,
  Layers,
  Leaf,
  type LucideIcon,
  Puzzle,
  RefreshCw,
  Smartphone,
  Target,
  Triangle,
} from "lucide-react";

/** The lucide icons the domain names for stacks and stat tiles; only these are bundled. */
const SECTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  Atom,
  Boxes,
  Code2,
  Hexagon,
  Layers,
  Leaf,
  Puzzle,
  RefreshCw,
  Smartphone,
  Target,
  Triangle,
};

/** The icon a domain record names, or a neutral one when the name is new to this section. */
export function sectionIcon(name: string): LucideIcon {
  return SECTION_ICONS[name] ?? Layers;
}
