/** Learning-curve labels of the stack detail dialog (section 3.2). */
export const LEARNING_CURVES = ["Fácil", "Moderada", "Avanzada"] as const;
export type LearningCurve = (typeof LEARNING_CURVES)[number];

/** Popularity labels a stack can have; narrower than the catalogue's (section 3.2). */
export const STACK_POPULARITY_LEVELS = ["Alta", "Media", "En crecimiento"] as const;
export type StackPopularity = (typeof STACK_POPULARITY_LEVELS)[number];

/** One group of 'Tecnologías incluidas' in the stack detail dialog. */
export interface StackTechnologyGroup {
  readonly category: string;
  readonly items: readonly string[];
}

/** One card of the supported-technologies grid and the detail dialog it opens (section 3.2). */
export interface StackInfo {
  /** Short kebab-case key, unique among the cards. */
  readonly key: string;
  /** Card title, also the name the stack dialog is opened with ('Tu Stack' opens the custom-stack dialog). */
  readonly name: string;
  /** Name of a lucide-react icon, for example "Layers". */
  readonly icon: string;
  readonly fullName: string;
  readonly description: string;
  /** Short composition shown under the name on the card. */
  readonly composition: string;
  readonly technologies: readonly StackTechnologyGroup[];
  readonly advantages: readonly string[];
  readonly useCases: readonly string[];
  /** Empty when no real company applies; the dialog then hides 'Empresas que lo usan'. */
  readonly companiesUsing: readonly string[];
  readonly learningCurve: LearningCurve;
  readonly popularity: StackPopularity;
}

/** A stack the custom-stack check recognises: a display name and 3 to 5 technologies (section 3.3). */
export interface StackLookupEntry {
  readonly name: string;
  /** Display names of technologies of the catalogue. */
  readonly components: readonly string[];
}

/** Outcome of the quick search of the supported-technologies section (section 4). */
export type QuickSearchResult =
  | { readonly status: "none" }
  | { readonly status: "supported" | "not-found"; readonly message: string };

/** Outcome of the custom-stack dialog check (section 5, 'Custom-stack check'). */
export type CustomStackResult =
  | { readonly kind: "none" }
  | { readonly kind: "stack"; readonly title: string; readonly detail: string }
  | { readonly kind: "technology"; readonly title: string; readonly detail?: string }
  | { readonly kind: "not-found"; readonly title: string };
