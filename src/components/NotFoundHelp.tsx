/** The way on from a 404: "Did you mean ...?" links and, for a city, its state's page. */

interface HelpLink {
  label: string
  href: string
}

interface NotFoundHelpProps {
  didYouMean: readonly HelpLink[]
  /** "See all cities in Texas" for an unknown city. */
  stateLink?: HelpLink
}

export function NotFoundHelp({ didYouMean, stateLink }: NotFoundHelpProps) {
  return (
    <>
      {didYouMean.length > 0 ? (
        <p>
          Did you mean{' '}
          {didYouMean.map((link, i) => (
            <span key={link.href}>
              {i > 0 ? (i === didYouMean.length - 1 ? ' or ' : ', ') : null}
              <a href={link.href}>{link.label}</a>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {stateLink ? (
        <p>
          <a href={stateLink.href}>{stateLink.label}</a>
        </p>
      ) : null}
    </>
  )
}
