/**
 * /admin/partners: each partner URL the site sends visitors to (PARTNER_URL, and every offer
 * arm's of the lander tests) with the network preset chosen for it, that preset's landing
 * parameter and the postback URL to paste into the network; and the currency rates.
 */
import {
  formatMoney,
  PARTNER_NETWORKS,
  partnerPostbackUrl,
  type PartnerNetwork,
} from '../../campaign/core'
import type { CurrencyRate } from '../../campaign/conversions'
import { ADMIN_PARTNERS_PATH, ADMIN_PARTNERS_RATES_PATH, ADMIN_PATH } from '../../shared/paths'
import { AdminDocument } from '../ui/AdminDocument'
import { Messages } from '../ui/Messages'

/** One partner URL of the site's, where it is used, and the preset chosen for it. */
export interface PartnerUrlRow {
  url: string
  /** Where it comes from: "PARTNER_URL", "Test 3, arm B". */
  uses: string[]
  network?: PartnerNetwork
}

interface PartnersPageProps {
  partners: readonly PartnerUrlRow[]
  rates: readonly CurrencyRate[]
  siteCurrency: string
  /** The site's origin, for the postback URLs. */
  origin: string
  /** PARTNER_CLICK_PARAM (or its default): the parameter without a preset. */
  defaultParam: string
  csrfToken: string
  errors: readonly string[]
  notice?: string
}

export function PartnersPage(props: PartnersPageProps) {
  const { partners, rates, siteCurrency, origin, defaultParam, csrfToken, errors, notice } = props
  return (
    <AdminDocument title="Partner presets">
      <p>
        <a href={ADMIN_PATH}>Back to the dashboard</a>
      </p>
      <h1>Partner presets</h1>
      <p>
        Choose the affiliate network of each partner URL: /go then puts the partner token in that
        network&apos;s landing parameter (instead of <code>{defaultParam}</code>), in the form its
        sub field takes, and the page shows the postback URL to paste into the network, with its
        macros and ours. Replace <code>YOUR_POSTBACK_SECRET</code> with the secret. Status words are
        read in any case; a word or currency this site does not know is refused and counted on the
        postbacks page. Grades: A the network&apos;s own documentation, B a tracker&apos;s published
        template: check the URL in the network&apos;s dashboard.
      </p>
      <Messages items={errors} role="alert" />
      {notice ? <p role="status">{notice}</p> : null}
      <section aria-labelledby="partner-urls">
        <h2 id="partner-urls">Partner URLs</h2>
        {partners.length === 0 ? (
          <p>No partner URL is configured (PARTNER_URL, or an offer arm of a lander test).</p>
        ) : (
          partners.map((partner, i) => (
            <PartnerChooser
              key={partner.url}
              index={i}
              partner={partner}
              origin={origin}
              defaultParam={defaultParam}
              csrfToken={csrfToken}
            />
          ))
        )}
      </section>
      <Rates rates={rates} siteCurrency={siteCurrency} csrfToken={csrfToken} />
    </AdminDocument>
  )
}

function PartnerChooser({
  index,
  partner,
  origin,
  defaultParam,
  csrfToken,
}: {
  index: number
  partner: PartnerUrlRow
  origin: string
  defaultParam: string
  csrfToken: string
}) {
  const heading = `partner-${index}`
  const { network } = partner
  return (
    <section aria-labelledby={heading} className="admin-notice">
      <h3 id={heading}>{partner.url}</h3>
      <p>Used by: {partner.uses.join('; ')}</p>
      <form className="admin-form" method="post" action={ADMIN_PARTNERS_PATH}>
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="url" value={partner.url} />
        <label>
          Network preset
          <select name="preset" defaultValue={network?.id ?? ''}>
            <option value="">None: the token in {defaultParam}</option>
            {PARTNER_NETWORKS.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name} ({choice.grade})
              </option>
            ))}
          </select>
        </label>
        <div className="admin-form-actions">
          <button type="submit">Save preset</button>
        </div>
      </form>
      {network ? (
        <dl>
          <dt>Landing parameter</dt>
          <dd>
            <code>{network.landing}</code>
            {network.token.form === 'split' ? (
              <>
                {' '}
                and <code>{network.token.second}</code>
              </>
            ) : null}
            : {tokenFormText(network)}
          </dd>
          <dt>Postback URL for {network.name}</dt>
          <dd>
            <pre className="admin-answer">{partnerPostbackUrl(network, origin)}</pre>
          </dd>
          {network.words ? (
            <>
              <dt>Its own status words</dt>
              <dd>
                {Object.entries(network.words)
                  .map(([word, status]) => `${word} → ${status}`)
                  .join(', ')}
              </dd>
            </>
          ) : null}
          {network.note ? (
            <>
              <dt>Note</dt>
              <dd>{network.note}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  )
}

/** What the token looks like in the network's field. */
function tokenFormText(network: PartnerNetwork): string {
  const form = network.token
  if (form.form === 'full') return 'the whole token (typically 100–200 characters).'
  if (form.form === 'short') {
    return `a short token of at most ${form.limit} characters where the tags allow: no click id (the sale is not told to the traffic source), dimensions dropped from the last to fit.`
  }
  return `the whole token over two fields of ${form.limit} characters, joined back by the postback; the short token when it is longer than ${2 * form.limit}.`
}

function Rates({
  rates,
  siteCurrency,
  csrfToken,
}: {
  rates: readonly CurrencyRate[]
  siteCurrency: string
  csrfToken: string
}) {
  return (
    <section aria-labelledby="rates">
      <h2 id="rates">Currency rates</h2>
      <p>
        Payouts are counted in {siteCurrency}. A postback with another <code>currency</code> is
        refused (400) and counted, unless it has a rate here: its payout is then converted exactly
        in millionths, rounded to the nearest millionth (a half up), before the payout cap applies.
        Rates are yours to keep current; an empty rate removes one.
      </p>
      {rates.length > 0 ? (
        <ul>
          {rates.map((rate) => (
            <li key={rate.currency}>
              1 {rate.currency} = {formatMoney(rate.micros)} {siteCurrency} (set{' '}
              {rate.updated.slice(0, 10)})
            </li>
          ))}
        </ul>
      ) : (
        <p>No rate is set: only {siteCurrency} payouts are counted.</p>
      )}
      <form className="admin-form" method="post" action={ADMIN_PARTNERS_RATES_PATH}>
        <input type="hidden" name="csrf" value={csrfToken} />
        <label>
          Currency (three letters)
          <input name="currency" required maxLength={3} placeholder="EUR" autoComplete="off" />
        </label>
        <label>
          {siteCurrency} per unit
          <input name="rate" inputMode="decimal" placeholder="1.08" autoComplete="off" />
        </label>
        <div className="admin-form-actions">
          <button type="submit">Save rate</button>
        </div>
      </form>
    </section>
  )
}
