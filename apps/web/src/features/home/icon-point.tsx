import type { LucideIcon } from "lucide-react";

interface IconPointProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The title is a heading in dialogs, a plain line where the section's own heading covers the list. */
  titleAs?: "h3" | "p";
  /** Each list's own look: the item, the icon's badge (size and colours), the icon, the title and the text. */
  classes: { item: string; badge: string; icon: string; title: string; description: string };
}

/** One point of a benefits list: an icon in its badge, then a title and a sentence. */
function IconPoint({ icon: Icon, title, description, titleAs: Title = "h3", classes }: IconPointProps) {
  return (
    <li className={classes.item}>
      <span className={`flex shrink-0 items-center justify-center rounded-lg ${classes.badge}`}>
        <Icon aria-hidden="true" className={classes.icon} />
      </span>
      <div>
        <Title className={classes.title}>{title}</Title>
        <p className={classes.description}>{description}</p>
      </div>
    </li>
  );
}

export { IconPoint };
