/** Opinion essay by the {brand} editors on where adult directories are heading. */
import type { Article } from '../../types'

export default {
  slug: 'future-escort-directories-{product}',
  title: 'The Future of Escort Directories: Where {brand} Stands',
  excerpt:
    'An opinion piece from the {brand} editors on where adult directories are heading: honesty, privacy, speed, age checks and pressure from payments and platforms.',
  description:
    "The {brand} editors' view of where adult directories are going: honesty about what is real, privacy by design, speed, age checks and payment pressure.",
  keywords: [
    'future of escort directories',
    'adult directories',
    'privacy by design',
    'age assurance',
    '{product} opinion',
    'online adult industry',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'This is an opinion piece. It is what the editors of {brand} think, not a forecast anyone can promise, and reasonable people will disagree with parts of it. We run a directory of illustrative listings that hands visitors on to a partner dating site, so we have an interest in how all this plays out. Read it with that in mind.',
    },
    { type: 'h2', text: 'Honesty about what is real' },
    {
      type: 'p',
      text: 'For years, adult directories competed on volume: more listings, more photos, more cities. Much of that volume was padding, copied or invented. We think that era is ending. Visitors have learned to spot recycled photos, regulators are paying attention, and search engines are less patient with pages that mislead. The directories that last will say plainly what is real, what is an example and where the real people are. That is why our ads are labelled illustrative.',
    },
    { type: 'h2', text: 'Privacy by design' },
    {
      type: 'p',
      text: 'The safest data is the data you never collected. Adult sites hold information people badly want kept private, and as the 2015 Ashley Madison breach showed, leaks in this space have consequences for real lives. Our view is simple: store nothing you do not need. {brand} forwards signup details to the partner that creates your account, keeps no copy of your password, and runs no analytics or ad trackers. We expect more sites to follow, some by choice and some because the law pushes them.',
    },
    { type: 'h2', text: 'Speed on phones' },
    {
      type: 'p',
      text: "A great deal of adult browsing happens on phones, often on patchy connections and in moments snatched between other things. Pages stuffed with scripts, pop-ups and trackers waste data, drain batteries and feel shady. We think the future belongs to pages that are light, rendered on the server and readable in a second or two. It is not glamorous work, but respect for a visitor's time and data plan is one of the clearest signs of respect in general.",
    },
    { type: 'h2', text: 'Age assurance is spreading' },
    {
      type: 'p',
      text: "Since Louisiana's law took effect in 2023, a growing number of states have passed laws requiring sites with a substantial share of adult material to check that visitors are adults, and in 2025 the Supreme Court upheld Texas's version. The rules differ in scope and method, and more are on the way. We think adult directories of every kind should expect stronger age checks over time. A click-through confirmation, like the one {brand} uses today, is a floor, not a ceiling.",
    },
    { type: 'h2', text: 'Payment and platform pressure' },
    {
      type: 'p',
      text: 'Adult businesses depend on card networks, payment processors, app stores, ad networks and hosting providers, and each of them has tightened its rules over the years. Some of that pressure has pushed out genuine abuse. Some of it has pushed lawful adults toward riskier, less transparent corners of the web. We expect the pressure to continue, and we think the sites that survive will be the ones whose operations are simple, lawful and easy to explain to anyone who asks.',
    },
    { type: 'h2', text: 'What we are trying to do' },
    {
      type: 'p',
      text: 'Our own answer is modest. Keep listings honest, even when honest means illustrative. Collect almost nothing. Keep pages fast. Take age seriously, and expect to do more of it. Be clear about the partner that creates your account. None of this will make {brand} the biggest directory on the web, and it is not meant to. We would rather be the one you can describe accurately in a single sentence.',
    },
    { type: 'h2', text: 'Where we might be wrong' },
    {
      type: 'p',
      text: 'We could be wrong about the pace. Regulation moves unevenly, and some sites will keep doing well on volume and vagueness for a while yet. We could be wrong about what visitors want, too. But we would rather build for the direction we believe in and be early than copy what works today and have to unlearn it later. If adult directories do become more honest, more private and more firmly adults-only, we will be glad we started when we did.',
    },
  ],
} satisfies Article
