/** How {brand}'s pages are built for search, with lawful advice for adult advertisers. */
import type { Article } from '../../types'

export default {
  slug: 'seo-escorts-{product}-profiles-rank',
  title: 'SEO and Adult Directories: How {brand} Pages Rank',
  excerpt:
    'How {brand} builds its own pages for search engines, why some pages are kept out of search on purpose, and lawful advice for adult advertisers elsewhere.',
  description:
    'How {brand} builds pages for search: indexed state pages and guides, noindexed illustrative ads. Plus lawful advice for independent adult advertisers.',
  keywords: [
    '{product} seo',
    'escort profile seo',
    'adult directory seo',
    'noindex',
    'canonical links',
    'independent advertisers',
  ],
  published: '2026-11-21',
  body: [
    { type: 'h2', text: 'First: nobody can post on {brand}' },
    {
      type: 'p',
      text: 'Let us clear this up, since the title invites the question. You cannot post a profile or an ad on {brand}, so there is no profile of yours to rank here. Every ad on the site is illustrative and written by the editors. If you are an independent adult advertiser looking for visibility, this article explains how we handle search on our side and offers general advice for platforms that do accept ads.',
    },
    { type: 'h2', text: 'Which {brand} pages are indexed' },
    {
      type: 'p',
      text: 'State pages and editorial guides, like this one, are open to search engines. They hold original writing about each state and about how the site works, the kind of content search engines exist to surface. City pages and individual ad pages are marked noindex, which asks search engines to leave them out of results. That is deliberate: the ads are illustrative, and we do not want anyone finding them in search and mistaking them for real people.',
    },
    { type: 'h2', text: 'The technical basics we follow' },
    {
      type: 'ul',
      items: [
        'Canonical links on every page, so search engines know which address is the main one.',
        'A sitemap that points search engines to the pages meant to be indexed.',
        'Fast pages, rendered on the server and light on mobile data.',
        'Plain, descriptive titles and descriptions, written by people.',
        'No hidden text, no keyword stuffing and no bought links.',
      ],
    },
    {
      type: 'p',
      text: 'None of this is clever, and that is rather the point. Search engines reward pages that are useful, honest and quick, and most of the tricks sold as adult SEO end in a penalty or a delisting. We would rather rank a little lower for what we are than rank higher for something we are not.',
    },
    { type: 'h2', text: 'Search engines and adult content' },
    {
      type: 'p',
      text: 'Search engines treat adult topics with caution. Safe search settings filter explicit material out of results for many people, and the big advertising networks tightly restrict ads for adult services. In practice, plain and non-explicit pages are the only ones with a chance of being seen by a broad audience. That is one more reason our own pages stay clean, and one more reason to keep your copy clean too.',
    },
    { type: 'h2', text: 'Advice for independent adult advertisers' },
    {
      type: 'p',
      text: "If you advertise adult companionship where that is lawful, on a platform that explicitly allows it, the same principles apply to you. Start by reading the platform's rules and following them exactly. Adult ads are far more often removed for breaking rules than for weak wording. Then check the law where you work and where your ad will be seen. No amount of visibility is worth a legal problem.",
    },
    { type: 'h2', text: 'Write clear, honest, non-explicit copy' },
    {
      type: 'p',
      text: 'Search engines and platforms both penalize explicit wording, and many filter it out entirely. Describe yourself plainly and truthfully: a short, honest introduction, your general area, how you prefer to be contacted through the platform, and your boundaries. Skip code words and hints. They attract the wrong attention, they can break platform rules, and a clear profile simply reads as more trustworthy.',
    },
    { type: 'h2', text: 'Use only real photos of yourself' },
    {
      type: 'p',
      text: "Use recent photos of yourself, and only yourself, that you have the rights to. Stolen or borrowed images get reported, can be traced with a reverse image search in seconds, and wreck trust the moment someone notices. Keep photos within each platform's content rules, and check the background for street signs, mail or windows that give away more about where you live than you intended.",
    },
    { type: 'h2', text: 'Be consistent and patient' },
    {
      type: 'p',
      text: 'Use the same name and a consistent description across the platforms you use, keep your details current, and take down old ads when they no longer apply. Ranking takes time, and it rewards steady, honest profiles more than bursts of activity. Paid shortcuts that promise top positions for adult keywords are a common way to lose money, and sometimes an account with it.',
    },
  ],
} satisfies Article
