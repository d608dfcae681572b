import {
  formatPrice,
  PACKAGE_CUSTOMISATION_LINK,
  PACKAGE_PURCHASE_DISABLED_LABEL,
  PACKAGES,
  type Package,
} from "@nivelia/domain/content";
import { Button } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { BriefcaseIcon, Loader2Icon, UserCheckIcon, UsersIcon } from "lucide-react";
import { QueryProvider } from "../../../lib/query-client";
import { showToast } from "../../forms/show-toast";
import { useCheckoutConfig, useStartCheckout } from "./use-checkout";

/** Shown when the payment page cannot be reached; the API's own Spanish message is used when it gives one. */
const CHECKOUT_FAILURE = "No hemos podido iniciar el pago. Inténtalo de nuevo en unos minutos.";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The package strip (section 2.4): three pay-per-use packages and the link to customise a plan. */
function PackageStrip() {
  return (
    <QueryProvider>
      <Packages />
    </QueryProvider>
  );
}

function Packages() {
  const config = useCheckoutConfig();
  const checkout = useStartCheckout();
  const enabled = config.data === true;

  const buy = (pack: Package) =>
    checkout.mutate(
      { packageId: pack.id },
      {
        onError: (error) => {
          console.warn("No se ha podido iniciar el pago", error);
          showToast({
            type: "error",
            title: error.name === "ApiError" && error.message ? error.message : CHECKOUT_FAILURE,
          });
        },
      },
    );

  return (
    <section aria-labelledby="packages-heading" className="home-box py-16">
      <div className="flex flex-col gap-2 text-center">
        <h2 id="packages-heading" className="font-bold text-2xl tracking-tight md:text-3xl">
          Paquetes de pago por uso
        </h2>
        <p className="text-muted-foreground">Sin suscripción: paga solo por los procesos que necesitas.</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PACKAGES.map((pack) => {
          const buying = checkout.isPending && checkout.variables?.packageId === pack.id;
          return (
            <li
              key={pack.id}
              className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
            >
              <p className="font-bold text-3xl">{formatPrice(pack.price)}</p>
              <ul className="flex flex-1 flex-col gap-2 text-sm">
                <li className="flex items-center gap-2">
                  <UsersIcon aria-hidden="true" className="size-4 text-primary" />
                  {plural(pack.recruiters, "recruiter", "recruiters")}
                </li>
                <li className="flex items-center gap-2">
                  <BriefcaseIcon aria-hidden="true" className="size-4 text-primary" />
                  {plural(pack.processes, "proceso de selección", "procesos de selección")}
                </li>
                <li className="flex items-center gap-2">
                  <UserCheckIcon aria-hidden="true" className="size-4 text-primary" />
                  Hasta {pack.candidateCap} candidatos
                </li>
              </ul>
              {enabled ? (
                <Button onClick={() => buy(pack)} disabled={checkout.isPending}>
                  {buying ? (
                    <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                  ) : null}
                  Comprar por {formatPrice(pack.price)}
                </Button>
              ) : (
                <Button disabled variant="secondary">
                  {PACKAGE_PURCHASE_DISABLED_LABEL}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center">
        <Link
          to={PACKAGE_CUSTOMISATION_LINK.href}
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          {PACKAGE_CUSTOMISATION_LINK.label}
        </Link>
      </p>
    </section>
  );
}

export { PackageStrip };
