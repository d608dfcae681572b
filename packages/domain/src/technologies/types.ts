/** Popularity labels of the catalogue (section 3.1). */
export const POPULARITY_LEVELS = [
  "Alta",
  "Media-Alta",
  "Media",
  "Baja-Media",
  "Baja",
  "En crecimiento",
] as const;
export type Popularity = (typeof POPULARITY_LEVELS)[number];

/** The six tabs of the supported-technologies section, in display order (section 2.4). */
export const TECHNOLOGY_FAMILIES = [
  "languages",
  "frontend",
  "backend",
  "database",
  "devops",
  "testing",
] as const;
export type TechnologyFamily = (typeof TECHNOLOGY_FAMILIES)[number];

/** A popular stack a technology belongs to: a display name and the keys of its four technologies. */
export interface CommonStack {
  readonly name: string;
  /** Keys of catalogue entries. */
  readonly techs: readonly string[];
}

/** One technology of the catalogue, every field in Spanish (section 3.1). */
export interface Technology {
  /** Short lowercase key, unique across the catalogue (for example `javascript`, `nodejs`, `postgresql`). */
  readonly key: string;
  readonly name: string;
  /** Free-text category in Spanish, for example 'Lenguaje de programación' or 'Base de datos relacional'. */
  readonly category: string;
  /** Tab the technology is listed under. */
  readonly family: TechnologyFamily;
  readonly description: string;
  /** Keys of six other catalogue entries. */
  readonly relatedTech: readonly string[];
  /** Three popular stacks, each with four catalogue keys. */
  readonly commonStacks: readonly CommonStack[];
  /** Four short curiosities. */
  readonly funFacts: readonly string[];
  readonly yearCreated: number;
  readonly creator: string;
  /** Current stable version as of 2026. */
  readonly currentVersion: string;
  readonly popularity: Popularity;
  /** Other ways people write it (lowercase): abbreviations, old names, spellings with dots or spaces. */
  readonly aliases: readonly string[];
  /** Slug of the icon in the `simple-icons` package, or null when it has none (a monogram is drawn instead). */
  readonly icon: string | null;
}

/** What the tab lists show of an entry: its key (and so its icon), name and tab. */
export type TechnologySummary = Pick<Technology, "key" | "name" | "family">;
