/**
 * The social-card images (Open Graph, Twitter): one for the site, one per editorial section and
 * one per state. Shared by the pages (which link them) and generate-images.ts (which draws them
 * at build time into static/social/, served by Workers static assets).
 */
import { fillTokens, type SiteConfig } from '../config'
import { STATES } from '../data/states'
import { citiesOf } from '../directory/lookup'
import { SECTIONS, type EditorialSection } from '../editorial/sections'

/** Open Graph's recommended size; also what summary_large_image crops to (1.91:1). */
export const SOCIAL_IMAGE_WIDTH = 1200
export const SOCIAL_IMAGE_HEIGHT = 630
export const SOCIAL_IMAGE_DIR = '/social'

/** A page's card image: its path on the site's own origin and its alt text. */
export interface SocialImage {
  path: string
  alt: string
}

/** What one card shows; the generator lays it out, the pages only need `file`. */
export interface SocialCard {
  file: string
  /** The large line, e.g. a state or section name. */
  heading: string
  /** One short line under it. */
  subheading: string
}

/** "Rhode Island" as "rhode-island": file names safe in any URL. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function imagePath(file: string): string {
  return `${SOCIAL_IMAGE_DIR}/${file}.png`
}

/** The site's own card: home, signup, legal and error pages. */
export function siteImage(config: SiteConfig): SocialImage {
  return {
    path: imagePath('site'),
    alt: `${config.brand}: escort listings by city in all 50 US states, for adults 18+`,
  }
}

export function stateImage(state: string, config: SiteConfig): SocialImage {
  return {
    path: imagePath(`state-${slugify(state)}`),
    alt: `${config.brand}: listings in ${citiesOf(state).length} cities in ${state}, for adults 18+`,
  }
}

export function sectionImage(section: EditorialSection, config: SiteConfig): SocialImage {
  return {
    path: imagePath(`section-${section.id}`),
    alt: `${fillTokens(section.copy.title, config)}: articles from the ${config.brand} editors`,
  }
}

/** Every card the generator draws, with the brand the build was configured with. */
export function socialCards(config: SiteConfig): SocialCard[] {
  return [
    { file: 'site', heading: 'Escort listings, city by city', subheading: 'All 50 US states' },
    ...SECTIONS.map((section) => ({
      file: `section-${section.id}`,
      heading: fillTokens(section.copy.title, config),
      subheading: `Articles from the ${config.brand} editors`,
    })),
    ...STATES.map(({ name }) => ({
      file: `state-${slugify(name)}`,
      heading: name,
      subheading: `Listings in ${citiesOf(name).length} cities`,
    })),
  ]
}
