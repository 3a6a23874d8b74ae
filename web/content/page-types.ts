/** Shapes shared by the content pages' data files (spec 2 sections 2-3). */

/** A page's <title> (without the site suffix) and meta description. */
export type PageMetaText = { title: string; description: string };

/** Every page has a header block: a title and a subtitle (spec 2 section 1). */
export type PageHeaderText = { title: string; subtitle: string };

/** A link to another page of this site. */
export type InternalLink = { label: string; path: string };

/** A small card: an emoji icon (decorative), a title and a text. */
export type InfoCard = { emoji: string; title: string; text: string };

/** A closing call to action: a heading, a line of text and one or more links. */
export type CallToAction = { heading: string; text: string; links: readonly InternalLink[] };
