/**
 * The manual cost's SQL, one definition for every read that charges it (the reports, the
 * lander tests, the reconciliation and the pulled spend's replaced cost).
 */

/**
 * A campaign's manual cost of a group `c` (its landings, direct clicks and created signups) at
 * its rate `mc` (docs/campaigns.md, "Manual cost"): a CPM or CPC per paid visit (a landing, or a
 * direct link's click; a click on the site's own link follows a landing already paid), a CPA per
 * created signup. A CPM's visit costs rate ÷ 1,000 rounded to the micro-unit, once per visit, so
 * the same events cost the same in every report, whatever they are grouped by.
 */
export const MANUAL_COST_SQL = `CASE mc.model
    WHEN 'cpm' THEN (COALESCE(c.landings, 0) + COALESCE(c.directClicks, 0))
      * ((mc.rate_micros + 500) / 1000)
    WHEN 'cpc' THEN (COALESCE(c.landings, 0) + COALESCE(c.directClicks, 0)) * mc.rate_micros
    WHEN 'cpa' THEN COALESCE(c.signups, 0) * mc.rate_micros
    ELSE 0 END`
