/** Shapes of the site's bundled content. Copy strings may hold the tokens `{brand}` and `{product}`. */

/** One of the 60 illustrative classified ads shown on every city page. */
export interface Ad {
  id: number
  age: number
  title: string
  description: string
}

/**
 * A real, long-established public place named on a state page: a park, landmark, historic
 * district, waterfront or public square, open to everyone. Never a hotel, bar, club, restaurant
 * or other private business: naming one on this site would expose it to an association it never
 * chose (test/unit/data/content.test.ts).
 */
interface Venue {
  name: string
  /** Street address (or cross streets) with city, e.g. "1500 McKinney St, Houston". */
  address: string
}

/** The promotional section under a state's city grid. */
export interface StatePromo {
  heading: string
  tagline: string
  /** Three or four paragraphs written for this state. */
  paragraphs: string[]
  /** Exactly eight venues, shown in two columns of four. */
  venues: Venue[]
}

/** A block of article body text. Text is plain: no HTML, no Markdown. */
export type ArticleBlock =
  { type: 'p'; text: string } | { type: 'h2'; text: string } | { type: 'ul'; items: string[] }

/** A long-form editorial article in one of the site's sections. */
export interface Article {
  /** URL slug; may contain `{product}`. */
  slug: string
  title: string
  /** One or two sentences for the index card. */
  excerpt: string
  /** Meta description, at most about 155 characters. */
  description: string
  keywords: string[]
  /** ISO date (YYYY-MM-DD) the text was written. */
  published: string
  body: ArticleBlock[]
}

/** A numbered section of a legal document. */
interface LegalSection {
  heading: string
  paragraphs: string[]
}

export interface LegalDocument {
  title: string
  /** ISO date the text last changed; shown as "Last updated". */
  lastUpdated: string
  intro: string
  sections: LegalSection[]
  /** Privacy only: the closing commitment block. */
  commitment?: LegalSection
}

export interface FaqItem {
  question: string
  answer: string
}

/** An editorial section: its index page copy and its articles, in display order. */
export interface ArticleSectionCopy {
  /** Index page heading and title, e.g. "About {brand}". */
  title: string
  /** One paragraph shown under the index heading. */
  intro: string
  /** Meta description of the index page. */
  description: string
  keywords: string[]
  articles: readonly Article[]
}
