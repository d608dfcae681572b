import {
  DATA_PROTECTION_NOTICE_MORE,
  DATA_PROTECTION_NOTICE_TITLE,
  dataProtectionNotice,
} from "../../content/legal/data-protection-notice";
import type { SiteFormType } from "../../content/legal/processing";
import { NewTabLink } from "../forms/new-tab-link";

/** The first layer of data-protection information under a form (LOPDGDD art. 11), the same for every form. */
function DataProtectionNotice({ formType }: { formType: SiteFormType }) {
  return (
    <aside
      aria-label={DATA_PROTECTION_NOTICE_TITLE}
      className="text-muted-foreground text-xs"
      data-notice="rgpd"
    >
      <p className="font-semibold">{DATA_PROTECTION_NOTICE_TITLE}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2">
        {dataProtectionNotice(formType).map((line) => (
          <div key={line.term} className="contents">
            <dt className="font-medium">{line.term}:</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
      <p>
        {DATA_PROTECTION_NOTICE_MORE} <NewTabLink href="/privacidad">política de privacidad</NewTabLink>.
      </p>
    </aside>
  );
}

export { DataProtectionNotice };
