/** The top of a content page: its area, its only h1 and the sentence that introduces it. */
export interface PageIntro {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
}

/** A titled block of a page, with an optional introduction. */
export interface SectionCopy {
  readonly title: string;
  readonly intro?: string;
}

/** A titled item: a capability, a step, a benefit (the shape FeatureGrid shows). */
export interface ContentItem {
  readonly title: string;
  readonly description: string;
}

/** A section made of a grid of items. */
export interface ItemsSection extends SectionCopy {
  readonly items: readonly ContentItem[];
}

/** The closing call to action of a page. */
export interface CtaCopy {
  readonly title: string;
  readonly text: string;
  readonly links: readonly PageLink[];
}

/** A call to action that navigates: a page of the site, or (with `hash`) an anchor of the landing page. */
export interface PageLink {
  readonly label: string;
  readonly to: string;
  /** Only an anchor of the landing page (`to: "/"`), which the shell scrolls to. */
  readonly hash?: string;
}

/** A card that leads somewhere: a page of the site (`to`) or an address outside it (`href`: mailto:, https:). */
export interface LinkCardCopy {
  readonly title: string;
  readonly description: string;
  readonly link: PageLink | { readonly label: string; readonly href: string };
}

/** A section made of link cards. */
export interface LinkCardsSection extends SectionCopy {
  readonly cards: readonly LinkCardCopy[];
}

/** A call to write to us: what to write about, and the address (a `mailto:` with its subject). */
export interface MailContact {
  readonly title: string;
  readonly text: string;
  readonly label: string;
  readonly href: string;
}
