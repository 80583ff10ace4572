/**
 * The owner's forms and what could pass for their token (decision 034), for the test and the
 * round-four probe that scrape the viewer's pages for anything token-like and post every value
 * to every owner form: one list of the forms, one notion of "token-like".
 */

/**
 * Every owner form: its path, the page its token comes from, and fields past their first checks
 * (`campaign` the campaign the test's pages show).
 */
export function ownerForms(
  campaign: string,
): { path: string; page: string; fields: Record<string, string> }[] {
  const report = `/admin/report?by=sub1&campaign=${campaign}`
  return [
    {
      path: '/admin/costs',
      page: report,
      fields: { campaign, model: 'cpm', rate: '1', back: '/admin/report?by=sub1' },
    },
    {
      path: '/admin/campaign-source',
      page: report,
      fields: { campaign, source: '', back: '/admin/report?by=sub1' },
    },
    {
      path: '/admin/rules',
      page: '/admin/rules',
      fields: { scope: 'ot_*', by: 'sub1', judge: 'cut', action: 'blocklist' },
    },
    { path: '/admin/rules/change', page: '/admin/rules', fields: { id: '99999', op: 'disable' } },
    { path: '/admin/rules/undo', page: '/admin/rules', fields: { id: '99999' } },
    {
      path: '/admin/postbacks',
      page: '/admin/postbacks',
      fields: { campaign: 'ot_new', template: 'https://t.example/p?c={cid}', payout: '1' },
    },
    { path: '/admin/postbacks/test', page: '/admin/postbacks', fields: { campaign: 'ot_none' } },
    {
      path: '/admin/postbacks/delete',
      page: '/admin/postbacks',
      fields: { campaign: 'ot_none', confirm: 'yes' },
    },
    {
      path: '/admin/tests',
      page: '/admin/tests',
      fields: { name: 'ot', scope: 'all', page: 'state', difference: 'copy', baseline: '2' },
    },
    { path: '/admin/tests/end', page: '/admin/tests', fields: { test: '99999', keep: 'A' } },
    { path: '/admin/alerts', page: '/admin/alerts', fields: {} },
    { path: '/admin/partners', page: '/admin/partners', fields: { url: 'https://p.example/x' } },
    {
      path: '/admin/partners/rates',
      page: '/admin/partners',
      fields: { currency: 'EUR', rate: '' },
    },
  ]
}

/**
 * Everything on a page that could be a token: every field value shaped like one (16 or more
 * characters of base64, base64url or hex, no spaces or slashes), and every run of 16 or more
 * base64url characters holding a digit (a signature, a hash, a key) anywhere in the page.
 */
export function tokenLike(html: string): Set<string> {
  const found = new Set<string>()
  for (const [, value] of html.matchAll(/value="([A-Za-z0-9_+=.-]{16,})"/g)) found.add(value!)
  for (const [run] of html.matchAll(/[A-Za-z0-9_-]{16,}/g)) if (/[0-9]/.test(run)) found.add(run)
  return found
}
