/** A page's metadata; React 19 hoists these tags into <head>. */
import type { RobotsDirective } from '../http/robots'
import { NEUTRAL_TITLE } from '../shared/discretion-contract'
import { useSite } from '../site/site-context'
import {
  siteImage,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  type SocialImage,
} from '../social/social-images'
import { JsonLd } from './JsonLd'

/** Longest title search results show in full. */
const MAX_TITLE_LENGTH = 65

/** "Title | Brand", or the title alone where the brand would push it past MAX_TITLE_LENGTH. */
export function brandedTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand}`
  return branded.length <= MAX_TITLE_LENGTH ? branded : title
}

interface SeoProps {
  title: string
  description: string
  keywords?: readonly string[]
  /** Path of the canonical URL, made absolute with SITE_URL; none for error pages. */
  canonicalPath?: string
  /** For pages kept out of indexes; the route sends the same as X-Robots-Tag. */
  robots?: RobotsDirective
  /** The social card; the site's own by default. */
  image?: SocialImage
  ogType?: 'website' | 'article'
  /** Open Graph description when it differs from the meta description. */
  ogDescription?: string
  jsonLd?: readonly object[]
}

export function Seo(props: SeoProps) {
  const { config, neutralTitle } = useSite()
  const url =
    props.canonicalPath === undefined ? undefined : `${config.siteUrl}${props.canonicalPath}`
  const ogDescription = props.ogDescription ?? props.description
  const image = props.image ?? siteImage(config)
  const imageUrl = `${config.siteUrl}${image.path}`
  return (
    <>
      {/* The tab only: link previews and search engines (no cookie) read the page's own title. */}
      <title>{neutralTitle ? NEUTRAL_TITLE : props.title}</title>
      <meta name="description" content={props.description} />
      {props.keywords?.length ? <meta name="keywords" content={props.keywords.join(', ')} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {props.robots ? <meta name="robots" content={props.robots} /> : null}
      <meta property="og:site_name" content={config.brand} />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={ogDescription} />
      <meta property="og:type" content={props.ogType ?? 'website'} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={ogDescription} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      {props.jsonLd?.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  )
}
