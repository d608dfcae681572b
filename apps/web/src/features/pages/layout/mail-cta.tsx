import { buttonVariants } from "@nivelia/ui";
import type { MailContact } from "../../../content/pages/types";
import { CtaBand } from "./cta-band";

/** A closing call to action that opens an e-mail to the right address, with its subject. */
function MailCta({ contact }: { contact: MailContact }) {
  return (
    <CtaBand
      title={contact.title}
      text={contact.text}
      actions={
        <a href={contact.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {contact.label}
        </a>
      }
    />
  );
}

export { MailCta };
