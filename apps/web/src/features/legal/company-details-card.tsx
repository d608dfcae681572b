import { LEGAL_IDENTITY_FIELDS, LEGAL_IDENTITY_PLACEHOLDER_NOTE } from "@nivelia/domain/content";
import { Badge } from "@nivelia/ui";

/** The site owner's identification, with provisional values marked as such. */
function CompanyDetailsCard() {
  const provisional = LEGAL_IDENTITY_FIELDS.some((detail) => detail.placeholder);
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground">
      <dl className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        {LEGAL_IDENTITY_FIELDS.map((detail) => (
          <div key={detail.label} className="contents">
            <dt className="font-semibold">{detail.label}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>{detail.value}</span>
              {detail.placeholder ? <Badge variant="outline">provisional</Badge> : null}
            </dd>
          </div>
        ))}
      </dl>
      {provisional ? (
        <p className="text-muted-foreground text-sm">{LEGAL_IDENTITY_PLACEHOLDER_NOTE}</p>
      ) : null}
    </div>
  );
}

export { CompanyDetailsCard };
