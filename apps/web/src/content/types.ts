/** A page made from a content collection (an article, a job), as prerendering and the SEO registry need it. */
export interface ContentPageEntry {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  readonly date: string;
}
