/** Date presets as plain links (no JavaScript); the range form beside them is the custom choice. */
import { datePresets } from './date-presets'

export function DatePresets(props: {
  tz: string
  from: string
  to: string
  href(from: string, to: string): string
  /** Where the custom range is picked: the dashboard's form (this page's, by default). */
  customHref?: string
}) {
  return (
    <nav aria-label="Date range">
      <ul className="admin-presets">
        {datePresets(props.tz).map(({ label, from, to }) => {
          const current = from === props.from && to === props.to
          return (
            <li key={label}>
              <a href={props.href(from, to)} aria-current={current ? 'true' : undefined}>
                {label}
              </a>
            </li>
          )
        })}
        <li>
          <a href={props.customHref ?? '#range-from'}>Custom range</a>
        </li>
      </ul>
    </nav>
  )
}
