/** Name of a lucide-react icon (for example "Users", "Code2"); the web app maps it to the component, so this package stays free of React. */
export type IconName = string;

/** A figure shown big with a caption under it, e.g. { value: "15x", label: "más rápido evaluando" }. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** A stat tile that also carries an icon. */
export interface IconStat extends Stat {
  readonly icon: IconName;
}

/** One question with its answer, as listed in the help centre and the FAQ. */
// ── Use cases (section 3.7) ─────────────────────────────────────────────

export type UseCaseId = 1 | 2 | 3 | 4 | 5;

/** Where a use case's main button leads: pricing for companies, the candidates page for developers. */
export type UseCaseLink = "/#precios" | "/candidatos";

export interface UseCaseDepartment {
  readonly name: string;
  readonly icon: IconName;
}

/** Who the use case is written for, shown at the top of the modal. */
export interface UseCasePersona {
  readonly role: string;
  readonly description: string;
}

export interface UseCase {
  readonly id: UseCaseId;
  readonly title: string;
  /** One-sentence summary shown on the card. */
  readonly summary: string;
  readonly icon: IconName;
  /** Only the first case is marked 'Más popular'. */
  readonly popular: boolean;
  readonly persona: UseCasePersona;
  readonly departments: readonly UseCaseDepartment[];
  readonly painPoint: string;
  /** Short narrative of the pain point with concrete figures. */
  readonly story: string;
  /** Questions the persona asks themself before finding the product. */
  readonly questions: readonly string[];
  readonly solution: string;
  readonly benefits: readonly string[];
  /** The stats strip of the modal: always three. */
  readonly stats: readonly Stat[];
  readonly ctaLabel: string;
  readonly ctaLink: UseCaseLink;
  /** Cases about company hiring cost (1-3) also offer 'Ver calculadora'. */
  readonly showCalculator: boolean;
}

/** The sixth card of the use-case grid, which sends to the contact form instead of a modal. */
export interface CustomUseCaseCard {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly ctaLabel: string;
  readonly ctaLink: "/#contacto";
}

// ── Assessment types (section 3.7) ──────────────────────────────────────

export type AssessmentCategoryId = "fundamentos" | "codigo" | "colaboracion";

export interface AssessmentCategory {
  readonly id: AssessmentCategoryId;
  readonly label: string;
}

export interface AssessmentType {
  /** Kebab-case, stable: used as React key and in the Zona selection. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  /** A concrete technical example of an exercise of this type. */
  readonly example: string;
  readonly category: AssessmentCategoryId;
  /** What it evaluates technically (detail modal). */
  readonly evaluation: string;
  /** Value for People and the business (detail modal). */
  readonly hrInsight: string;
  /** Typical duration; every type can be configured within 15-240 minutes. */
  readonly durationMinutes: number;
}

// ── Help centre (section 3.7) ───────────────────────────────────────────

export type HelpCategoryId = "tecnologia" | "seguridad" | "proceso" | "roi";

/** Where the landing's teaser shows a question: on its category's card, among the frequent ones, or only on /faq. */
export type HelpTeaserPlacement = "category" | "frequent" | null;

/** One question of the help centre with its full answer; `id` is its anchor on /faq (`/faq#<id>`). */
export interface HelpQuestion {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly category: HelpCategoryId;
  readonly teaser: HelpTeaserPlacement;
}

export interface HelpCategory {
  readonly id: HelpCategoryId;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  /** Short standout line on the card, e.g. 'ISO 27001 y GDPR'. */
  readonly highlight: string;
  /** The four questions the teaser's card lists; /faq shows every question of the category. */
  readonly questions: readonly HelpQuestion[];
}

// ── Pricing (sections 2.4 and 9) ────────────────────────────────────────

export type PlanId = "early-access" | "enterprise" | "modular";

/** What a pricing card's button does: open the beta dialog, open the plan dialog, or scroll to contact. */
export type PlanAction = "beta" | "plan-enterprise" | "contact";

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  /** One line under the name saying who the plan is for. */
  readonly description: string;
  /** Euros; null when the price is custom. */
  readonly price: number | null;
  /** The price as displayed (es-ES), or 'Personalizado'. */
  readonly priceLabel: string;
  /** Shown after the price, e.g. '/mes'; null when there is no fixed price. */
  readonly billingPeriod: string | null;
  /** Early Access shows its price struck through. */
  readonly struckThrough: boolean;
  /** Shown next to a struck-through price, e.g. 'Gratis'. */
  readonly offerLabel: string | null;
  readonly badge: string | null;
  readonly features: readonly string[];
  readonly ctaLabel: string;
  readonly action: PlanAction;
}

/** The plan dialog exists in two variants. */
export type PlanDetailType = "enterprise" | "oneShot";

export interface PlanDetail {
  readonly title: string;
  readonly subtitle: string;
  readonly price: number;
  readonly priceUnit: string;
  /** Price and unit as displayed, e.g. '299 €/mes'. */
  readonly priceLabel: string;
  readonly availability: string;
  readonly earlyOffer: string;
}

export type PackageId = "pack-1" | "pack-2" | "pack-3";

export interface Package {
  readonly id: PackageId;
  /** Euros, with cents. */
  readonly price: number;
  readonly recruiters: number;
  readonly processes: number;
  /** Maximum number of candidates across the package's processes. */
  readonly candidateCap: number;
}

// ── Forms (section 3.5) ─────────────────────────────────────────────────

export interface DialCodeEntry {
  readonly code: string;
  /** Country name in Spanish. */
  readonly country: string;
  /** ISO 3166-1 alpha-2, for the flag. */
  readonly iso: string;
}

export interface SelectOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

// ── Demo mock-ups (sections 1, 2.4 and 3.4) ─────────────────────────────

export interface DemoCandidate {
  readonly name: string;
  readonly role: string;
  /** At most three tags. */
  readonly technologies: readonly string[];
  /** Percent, 0-100. */
  readonly score: number;
  readonly experience: string;
  /** A Spanish city or 'Remoto'. */
  readonly location: string;
  readonly available: boolean;
}

/** A titled block with an icon in the demo modals (candidate benefits, match explainer). */
export interface DemoBenefit {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/** One test of a hero demo card; Spanish field names as in the product's display record. */
export interface HeroTestScore {
  readonly nombre: string;
  readonly score: number;
}

export interface HeroEvaluation {
  /** Anonymous candidate label, e.g. 'Candidato #A-1027'. */
  readonly name: string;
  /** The stack the candidate was tested on. */
  readonly test: string;
  readonly pruebas: readonly HeroTestScore[];
  /** Overall percent: the rounded mean of the tests. */
  readonly score: number;
}

export interface ProductFeature {
  readonly title: string;
  readonly icon: IconName;
}

export interface ContactBenefit {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}
