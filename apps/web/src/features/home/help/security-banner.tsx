import { SECURITY_BADGES } from "@nivelia/domain/content";
import { LockIcon, ShieldCheckIcon } from "lucide-react";

/** The security and privacy banner: ISO 27001 and GDPR Compliant. */
function SecurityBanner() {
  return (
    <div
      data-testid="security-banner"
      className="flex flex-col items-start gap-4 rounded-xl border border-border bg-secondary p-6 text-secondary-foreground md:flex-row md:items-center"
    >
      <ShieldCheckIcon aria-hidden="true" className="size-10 shrink-0" />
      <div className="flex-1">
        <h3 className="font-semibold text-lg">Seguridad y privacidad</h3>
        <p className="text-sm">
          Protegemos los datos de tu empresa y de tus candidatos con los estándares que exigen los equipos de
          seguridad de las grandes empresas.
        </p>
      </div>
      <ul aria-label="Certificaciones" className="flex flex-wrap gap-2">
        {SECURITY_BADGES.map((badge) => (
          <li
            key={badge}
            className="inline-flex items-center gap-1.5 rounded-full border border-secondary-foreground/30 bg-background px-3 py-1 font-semibold text-foreground text-sm"
          >
            <LockIcon aria-hidden="true" className="size-3.5" />
            {badge}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { SecurityBanner };
