import { buttonVariants } from "@nivelia/ui";
import type { PageLink } from "../../../content/pages/types";
import { NavItemLink } from "../../shell/nav-item-link";

/** Classes of the links on a light background (default) or on the primary colour of a CtaBand. */
const LINK_CLASSES = {
  light: [buttonVariants({ size: "lg" }), buttonVariants({ variant: "outline", size: "lg" })],
  primary: [
    buttonVariants({ variant: "secondary", size: "lg" }),
    `${buttonVariants({ variant: "ghost", size: "lg" })} border border-primary-foreground/70 text-primary-foreground`,
  ],
} as const;

/** A row of calls to action that navigate: the first one primary, the rest secondary. */
function PageLinks({ links, tone = "light" }: { links: readonly PageLink[]; tone?: "light" | "primary" }) {
  const [main, other] = LINK_CLASSES[tone];
  return (
    <>
      {links.map((link, index) => (
        <NavItemLink
          key={link.label}
          item={{ kind: "link", label: link.label, to: link.to, hash: link.hash }}
          className={index === 0 ? main : other}
        />
      ))}
    </>
  );
}

export { PageLinks };
