/** Dating App Reviews: Feeld and other apps for couples, non-monogamous and exploring adults. */
import type { Article } from '../../types'

export default {
  slug: 'apps-for-open-minded-adults',
  title: 'Dating Apps for Open-Minded Adults: Feeld and Beyond',
  excerpt:
    'For couples, non-monogamous adults and anyone exploring, a few apps are built with openness in mind. Here is what sets them apart and what to check.',
  description:
    'A grown-up look at dating apps for open-minded adults, including Feeld, OkCupid and Grindr: who each suits, what makes it different, and privacy tips.',
  keywords: [
    'feeld review',
    'apps for couples',
    'non-monogamy dating',
    'open relationship apps',
    'okcupid',
    'grindr',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: "Not everyone fits the one-on-one, looking-for-a-partner model that most dating apps assume. Couples hoping to meet someone together, people in open or ethically non-monogamous relationships, and adults who want to explore without labels often find mainstream apps awkward. A few platforms were built with them in mind. Features change, so treat this as an overview and read each app's current terms.",
    },
    { type: 'h2', text: 'Feeld' },
    {
      type: 'p',
      text: 'Feeld is the best-known app made specifically for open-minded adults. It launched in 2014 under the name 3nder and became Feeld a few years later. It is aimed at singles and couples interested in non-monogamy, casual connections and exploring who they are, and it offers a wide range of options for describing gender and sexuality.',
    },
    {
      type: 'p',
      text: 'One long-standing feature sets it apart: partners can connect their profiles, so others can see they are part of a pair. That makes it simple for couples to be upfront about their situation from the start, which is exactly the kind of honesty this style of dating depends on.',
    },
    { type: 'h2', text: 'OkCupid' },
    {
      type: 'p',
      text: 'OkCupid has been around since 2004 and is known for its long sets of questions, which members answer to show what they care about, from politics to lifestyle. It was among the first mainstream apps to offer a broad choice of gender and orientation options, and it has long let members say they are in an open relationship. For people who like to explain themselves in words, it remains a natural fit.',
    },
    { type: 'h2', text: 'Grindr' },
    {
      type: 'p',
      text: 'Grindr launched in 2009 as a location-based app for gay, bi, trans and queer people, and it is best known for its grid of nearby profiles. It helped define location-based dating and remains a widely known name in LGBTQ communities. Because it leans so heavily on location, its privacy settings deserve a careful look before you start.',
    },
    { type: 'h2', text: 'Ground rules for open-minded dating' },
    {
      type: 'p',
      text: 'Open does not mean anything goes. The best experiences in this world rely on more communication, not less. Be specific about what you are looking for, say whether you are single or partnered, and make sure any partner you have knows and agrees. Consent from everyone involved, including an existing partner, is the baseline.',
    },
    {
      type: 'ul',
      items: [
        'Describe your situation honestly: single, partnered, or looking as a couple.',
        'State your boundaries in your profile or early in the chat.',
        'Meet in a public place first, even after weeks of talking.',
        'Talk about health and testing before things get physical.',
      ],
    },
    { type: 'h2', text: 'Privacy matters even more here' },
    {
      type: 'p',
      text: 'Many adults on these apps prefer to keep their dating life separate from work and family. Think carefully about face photos, use a display name rather than your full name, and check whether the app offers ways to limit who sees your profile or photos. Read how your location is shown. Screenshots are always possible, so share personal details slowly and only with people you trust.',
    },
    {
      type: 'p',
      text: 'It is also worth checking how each app handles linked accounts. Signing up with a social media login can be convenient, but an email address used only for dating keeps things tidier and makes it easier to walk away later.',
    },
    { type: 'h2', text: 'The bottom line' },
    {
      type: 'p',
      text: 'If mainstream apps have felt like a poor fit, a platform designed for openness can make dating simpler, because everyone there starts from the same assumption. Pick the one whose culture matches yours, read its current terms and privacy policy, and bring the same honesty you would want from the people you meet there.',
    },
  ],
} satisfies Article
