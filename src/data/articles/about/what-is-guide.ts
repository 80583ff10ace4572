/** What {brand} is: a state and city directory of illustrative ads leading to a partner signup. */
import type { Article } from '../../types'

export default {
  slug: 'what-is-{product}-guide',
  title: 'What Is {brand}? A Plain Guide to the Site',
  excerpt:
    '{brand} is a state-by-city directory of illustrative classified-style ads that leads to a free signup with a partner dating site. Here is exactly how it works.',
  description:
    'What {brand} really is: a US state and city directory of illustrative ads, written by our editors, leading to a free signup on a partner dating site.',
  keywords: [
    'what is {product}',
    '{product} guide',
    'escort directory',
    'illustrative listings',
    'partner dating site',
    'adult directory usa',
  ],
  published: '2026-11-21',
  body: [
    { type: 'h2', text: 'The short version' },
    {
      type: 'p',
      text: "{brand} is a directory for adults in the United States. You pick a state, then a city, and you see a page of short classified-style ads. Those ads are illustrative: our editors wrote them to show the kind of listing you might find, and they do not describe real people. When you tap an ad's buttons, you reach a free signup, and from there you continue on a partner dating site where real profiles live.",
    },
    {
      type: 'p',
      text: 'That is the whole machine. There is no hidden chat room, no secret inbox and no back office full of members. If you came looking for a place to post an ad or to message someone directly, this is not it, and we would rather tell you in the second paragraph than in the fine print.',
    },
    { type: 'h2', text: 'Why the ads are illustrative' },
    {
      type: 'p',
      text: 'Classified-style ads are a familiar, quick way to browse, so we kept the format. What we did not want was city pages stuffed with copied listings, scraped photos or invented claims about real people. So the editors write every ad themselves, keep them non-explicit, and treat them as what they are: a sample of the style, not an inventory. Nobody in an ad is waiting for your message, because nobody in an ad exists.',
    },
    {
      type: 'p',
      text: "That may sound like an odd thing for a directory to admit. We think it is the only honest way to run one that does not host anyone's posts. You get a fast feel for how local listings read, and you know from the start that the people you might actually meet will be found somewhere else, on a site built for that.",
    },
    { type: 'h2', text: 'Fifty states, built from real city data' },
    {
      type: 'p',
      text: 'The geography, unlike the ads, is real. {brand} has a page for each of the 50 states, and the city lists on those pages are built from GeoNames, a public geographic database that records places and their populations. That is why you will find big metros and smaller towns side by side, spelled the way the map spells them. If your town is missing, the nearest larger city is usually a good stand-in.',
    },
    { type: 'h2', text: 'What happens when you tap Join, Reply or Pics' },
    {
      type: 'p',
      text: 'Every action button on the site does the same thing: it opens a free signup form. You enter an email address, a password and your real age, and you tick a box agreeing that your email can be shared with our partner. The account itself is created by a partner dating site, through its account backend. {brand} passes your details along to create it, and it does not keep them.',
    },
    {
      type: 'p',
      text: "Once the account exists, you carry on to the partner site. That is where real members have real profiles, and where any contact between people takes place, under that site's own terms and privacy policy. They are worth reading, the same way you would read the label on anything you plan to use regularly.",
    },
    { type: 'h2', text: 'Adults only, and we mean it' },
    {
      type: 'p',
      text: "{brand} is for people aged 18 and over. Before you see any listings, the site asks you to confirm your age, and the signup asks for your actual age again. The ads are written about adults, in plain, non-explicit language. If anything you come across on any site, ours or anyone else's, suggests that someone under 18 is involved, leave and report it.",
    },
    { type: 'h2', text: 'What {brand} does not do' },
    {
      type: 'ul',
      items: [
        'Nobody posts ads on {brand}. The editors write all of them.',
        'Nobody sends or receives messages on {brand}. There is no chat and no inbox.',
        '{brand} does not store your password or keep a log of it.',
        '{brand} does not run analytics scripts or advertising trackers.',
        '{brand} does not promise that you will meet anyone.',
      ],
    },
    { type: 'h2', text: 'Who it is for' },
    {
      type: 'p',
      text: '{brand} suits adults who like to browse by place, want to see in a few seconds how a local listings page reads, and are happy to move to a partner site for the part that involves actual people. It is not for anyone who wants a posting board, a sure thing, or a shortcut around the law where they live. For the rest of the story, the other guides in this section go step by step.',
    },
  ],
} satisfies Article
