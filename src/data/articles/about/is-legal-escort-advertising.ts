/** General overview of US law on escort advertising and where {brand} fits. Not legal advice. */
import type { Article } from '../../types'

export default {
  slug: 'is-{product}-legal-escort-advertising',
  title: 'Is {brand} Legal? A Plain Overview of Escort Advertising Law',
  excerpt:
    'A careful, plain-language look at the law around escort advertising in the United States, and where {brand} fits. General information, not legal advice.',
  description:
    "Is {brand} legal? A plain overview of US escort advertising law, FOSTA-SESTA, Nevada's exception and age rules. General information, not legal advice.",
  keywords: [
    'is {product} legal',
    'escort advertising law',
    'fosta-sesta',
    'nevada brothels',
    'us prostitution law',
    'not legal advice',
  ],
  published: '2026-11-21',
  body: [
    { type: 'h2', text: 'This is not legal advice' },
    {
      type: 'p',
      text: 'This article is general information, written by editors, not lawyers. Laws change, vary from place to place and turn heavily on the facts of each case. If you have a question about your own situation, ask a licensed attorney where you live. What we can offer is a careful outline of the main rules in the United States, and a clear explanation of where {brand} fits among them.',
    },
    { type: 'h2', text: 'Where {brand} fits' },
    {
      type: 'p',
      text: '{brand} hosts no real ads. Every listing on the site is illustrative, written by the editors, and describes no real person. Nobody posts on {brand}, nobody advertises on it, and nobody contacts anyone through it. The site is a directory-style front door that leads to a free signup with a partner dating site. Whatever happens after that happens on the partner site, under its rules, and under the law that applies to the people involved.',
    },
    { type: 'h2', text: 'Paid sex is illegal almost everywhere in the US' },
    {
      type: 'p',
      text: 'In the United States, exchanging sex for money is a crime in every state. The one exception is Nevada, where state law lets some rural counties license brothels, and only licensed brothels in those counties operate legally. Prostitution is not legal in Las Vegas or Reno. Outside those licensed premises, in Nevada and everywhere else, both selling and buying sex can lead to criminal charges.',
    },
    { type: 'h2', text: 'Companionship is different, but facts matter' },
    {
      type: 'p',
      text: 'Paying someone for their time and company, say as a companion at a dinner or an event, is a different thing from paying for sex, and some cities and counties license or regulate escort and companionship businesses. But the law looks at what actually happens, not at the label on an ad. Calling something companionship does not make it legal if the reality is an exchange of sex for money, and police, prosecutors and courts look at the conversations, arrangements and conduct involved.',
    },
    { type: 'h2', text: 'FOSTA-SESTA and the 2018 shift' },
    {
      type: 'p',
      text: 'In 2018, Congress passed a pair of bills known together as FOSTA-SESTA, and the law was signed that April. It narrowed Section 230 of the Communications Decency Act, which generally shields websites from liability for what their users post, so that the shield no longer blocks sex trafficking claims. It also created a federal crime of running an online service with the intent to promote or facilitate the prostitution of another person.',
    },
    {
      type: 'p',
      text: 'The effect was quick. Many platforms closed personals or adult sections rather than risk liability, and some sites that carried adult ads shut down altogether. Whatever your view of the law, and it is still debated, it is a large part of why adult advertising online looks so different from how it did a decade earlier, and why careful sites are cautious about what they host.',
    },
    { type: 'h2', text: 'Everyone must be an adult' },
    {
      type: 'p',
      text: 'On this point there is no variation and no gray area. Everyone involved in adult advertising, in any role, must be 18 or over. Anything involving a minor is a serious crime under federal and state law. Suspected child exploitation can be reported to the NCMEC CyberTipline. {brand} is for adults only, asks visitors to confirm their age, and writes its illustrative ads only about adults.',
    },
    { type: 'h2', text: 'Check your local law' },
    {
      type: 'p',
      text: "Beyond the federal picture, state and local rules differ on solicitation, advertising, the licensing of companionship businesses and online conduct, and penalties vary widely. Some cities add their own ordinances on top of state law. Before you use any adult site, ours or anyone else's, take a few minutes to understand the rules where you live and wherever you are traveling. If in doubt, ask a lawyer.",
    },
    { type: 'h2', text: 'The short answer' },
    {
      type: 'p',
      text: 'So, is {brand} legal? The site publishes illustrative, non-explicit ads written about adults, hosts no real listings and carries no messages, and it sends visitors to a partner dating site through a signup they choose to complete. What any person does after that is governed by the law where they are, and that is the part only you can check.',
    },
  ],
} satisfies Article
