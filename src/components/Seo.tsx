/** A page's metadata; React 19 hoists these tags into <head>. */
import { useSite } from '../render/site-context'
import { JsonLd } from './JsonLd'

export interface SeoProps {
  title: string
  description: string
  keywords?: readonly string[]
  /** Path of the canonical URL, made absolute with SITE_URL. */
  canonicalPath: string
  noindex?: boolean
  ogType?: 'website' | 'article'
  /** Open Graph description when it differs from the meta description. */
  ogDescription?: string
  jsonLd?: readonly object[]
}

export function Seo(props: SeoProps) {
  const { config } = useSite()
  const url = `${config.siteUrl}${props.canonicalPath}`
  const ogDescription = props.ogDescription ?? props.description
  return (
    <>
      <title>{props.title}</title>
      <meta name="description" content={props.description} />
      {props.keywords?.length ? <meta name="keywords" content={props.keywords.join(', ')} /> : null}
      <link rel="canonical" href={url} />
      {props.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:site_name" content={config.brand} />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={ogDescription} />
      <meta property="og:type" content={props.ogType ?? 'website'} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={ogDescription} />
      {props.jsonLd?.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  )
}
