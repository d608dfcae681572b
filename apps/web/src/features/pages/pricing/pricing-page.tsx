import { helpQuestionsOf, PLAN_COMPARISON, PLANS } from "@nivelia/domain/content";
import { Link } from "@tanstack/react-router";
import {
  PRICING_COMPARISON,
  PRICING_CTA,
  PRICING_EARLY_ACCESS,
  PRICING_FAQ,
  PRICING_FAQ_ALL,
  PRICING_INTRO,
} from "../../../content/pages/pricing";
import { deferred } from "../../../lib/deferred";
import { BetaAccessButton } from "../access/access-form-section";
import { ComparisonTable, FeatureGrid, PageCta, PageHeader, PageSection } from "../layout";

// The landing's own pricing cards and package strip, with their dialogs; their code loads at once or when near.
const PricingPlans = deferred(
  "pricing",
  () => import("./pricing-plans").then((module) => module.PricingPlans),
  "now",
);
const PackageStrip = deferred("packages", () =>
  import("../../home/packages/package-strip").then((module) => module.PackageStrip),
);

const QUESTION_LINK_CLASS =
  "block rounded-xl border border-border bg-card p-5 font-semibold text-card-foreground text-lg leading-snug underline-offset-4 hover:border-primary/60 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

const PLAN_COLUMNS = PLANS.map((plan) => ({ id: plan.id, label: plan.name }));

/** /precios: the landing's plans and packages, a comparison by plan, the Early Access offer and a pricing FAQ. */
function PricingPage() {
  return (
    <>
      <PageHeader {...PRICING_INTRO} />
      <PricingPlans />
      <PackageStrip />
      <PageSection title={PRICING_COMPARISON.title} intro={PRICING_COMPARISON.intro} tone="muted">
        <ComparisonTable caption={PRICING_COMPARISON.title} columns={PLAN_COLUMNS} rows={PLAN_COMPARISON} />
      </PageSection>
      <PageSection id="early-access" title={PRICING_EARLY_ACCESS.title} intro={PRICING_EARLY_ACCESS.intro}>
        <FeatureGrid
          items={PRICING_EARLY_ACCESS.items}
          footer={
            <div className="flex flex-wrap gap-3">
              <BetaAccessButton />
            </div>
          }
        />
      </PageSection>
      <PageSection title={PRICING_FAQ.title} intro={PRICING_FAQ.intro} tone="muted" width="narrow">
        {/* The answers live once, in the help centre (/faq): each question links to its own. */}
        <ul className="flex flex-col gap-3">
          {helpQuestionsOf("roi").map((item) => (
            <li key={item.id}>
              <Link to="/faq" hash={item.id} className={QUESTION_LINK_CLASS}>
                {item.question}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/faq" hash="roi" className="w-fit font-medium text-primary underline underline-offset-4">
          {PRICING_FAQ_ALL}
        </Link>
      </PageSection>
      <PageCta cta={PRICING_CTA} />
    </>
  );
}

export { PricingPage };
