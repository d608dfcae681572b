import {
  type IconName,
  MARKETING_CLAIMS,
  PRODUCT_FEATURES,
  PRODUCT_FEATURES_FOOTNOTE,
} from "@nivelia/domain/content";
import {
  BarChart3Icon,
  CircleHelpIcon,
  FileDownIcon,
  type LucideIcon,
  PlugIcon,
  TimerIcon,
} from "lucide-react";
import { useId } from "react";
import { PRODUCT_FEATURES_CLAIMS, PRODUCT_FEATURES_COPY } from "../../content/home/product-features";

// Only the icons the features name, so the block does not pull in the whole icon set.
const ICONS: Readonly<Record<IconName, LucideIcon>> = {
  Timer: TimerIcon,
  BarChart3: BarChart3Icon,
  FileDown: FileDownIcon,
  Plug: PlugIcon,
};

/** The four product features of section 1 with the footnote of the API one, and the claims no other block shows. */
function ProductFeaturesStrip() {
  const featuresId = useId();
  const claimsId = useId();
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby={featuresId} className="flex flex-col gap-4">
        <h3 id={featuresId} className="text-center font-semibold text-xl">
          {PRODUCT_FEATURES_COPY.featuresHeading}
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRODUCT_FEATURES.map((feature) => {
            const Icon = ICONS[feature.icon] ?? CircleHelpIcon;
            return (
              <li
                key={feature.title}
                className="flex items-center gap-3 rounded-lg border border-border bg-background p-4 font-medium text-sm"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {feature.title}
              </li>
            );
          })}
        </ul>
        <p className="text-center text-muted-foreground text-xs">{PRODUCT_FEATURES_FOOTNOTE}</p>
      </section>
      <section aria-labelledby={claimsId} className="flex flex-col gap-4">
        <h3 id={claimsId} className="text-center font-semibold text-xl">
          {PRODUCT_FEATURES_COPY.claimsHeading}
        </h3>
        <dl className="flex flex-wrap justify-center gap-x-4 gap-y-6">
          {PRODUCT_FEATURES_CLAIMS.map((id) => (
            <div key={id} className="flex w-36 flex-col-reverse gap-1 text-center">
              <dt className="text-muted-foreground text-sm">{MARKETING_CLAIMS[id].label}</dt>
              <dd className="font-bold text-2xl text-primary">{MARKETING_CLAIMS[id].value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export { ProductFeaturesStrip };
