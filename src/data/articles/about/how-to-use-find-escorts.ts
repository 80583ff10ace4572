/** Step-by-step guide to using {brand}, from the age confirmation to the partner site. */
import type { Article } from '../../types'

export default {
  slug: 'how-to-use-{product}-find-escorts',
  title: 'How to Use {brand}: A Step-by-Step Guide',
  excerpt:
    'From the age confirmation to the partner site, here is every step of using {brand}, plus a few practical tips to make it smoother.',
  description:
    'How to use {brand}: confirm you are 18+, pick a state and city, browse illustrative ads, sign up free and continue to the partner site. With tips.',
  keywords: [
    'how to use {product}',
    '{product} signup',
    '{product} guide',
    'find escorts',
    'escort directory usa',
    'partner dating site',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Using {brand} takes a couple of minutes once you know the route. Here it is, step by step, with what happens at each stage and what to watch for. One thing to keep in mind throughout: the ads you browse here are illustrative, written by our editors. Real profiles, and any contact with real people, are on the partner site you reach at the end.',
    },
    { type: 'h2', text: 'Step 1: Confirm you are 18 or over' },
    {
      type: 'p',
      text: 'The first screen asks you to confirm your age. {brand} is strictly for adults, so if you are under 18, this is where you stop. Confirming sets a small cookie so the question does not reappear on every page. If you browse in a private window, that cookie is forgotten when you close it, so expect to be asked again next time. That is normal, not a fault.',
    },
    { type: 'h2', text: 'Step 2: Pick a state' },
    {
      type: 'p',
      text: 'The home page lists all 50 states. Tap yours, or the one you are traveling to. Each state page has a grid of cities and a short editorial section about the state. On a phone, the lists are built for thumbs, with large targets and enough space between them that you will not land in Ohio when you meant Oklahoma.',
    },
    { type: 'h2', text: 'Step 3: Pick a city' },
    {
      type: 'p',
      text: 'City lists come from GeoNames, a public database of places, so you will see large cities and smaller towns alike. If your town is not listed, pick the nearest bigger city. Since the ads are illustrative, the city mainly sets the scene for browsing rather than pointing you to particular people, so there is no need to agonize over the choice.',
    },
    { type: 'h2', text: 'Step 4: Browse the illustrative ads' },
    {
      type: 'p',
      text: 'Each city page shows short classified-style ads. They give you a feel for how listings read: an age, a headline and a few lines of description. They are written by the editors and do not describe real people, so there is no point trying to identify anyone or work out who might be nearby. Browse for the format and the mood, not for a specific person.',
    },
    { type: 'h2', text: 'Step 5: Tap Join, Reply or Pics' },
    {
      type: 'p',
      text: "Every action button opens the same free signup form, so do not worry about picking the right one. Join, Reply and Pics all lead to the same place, because there is nobody behind the illustrative ads to reply to and no real person's photos to show. The signup is the route to the partner site, where real profiles and photos exist.",
    },
    { type: 'h2', text: 'Step 6: Fill in the form' },
    {
      type: 'ul',
      items: [
        'Email: use an address you actually check, since the partner site will use it for your account.',
        'Password: choose a new one you do not use anywhere else, and especially not for your email.',
        'Age: enter your real age. You must be 18 or over, and this is not the place for creative rounding.',
        'Consent: tick the box agreeing that your email is shared with the partner site. Without it, the account cannot be created.',
      ],
    },
    {
      type: 'p',
      text: "When you submit, {brand} forwards your details to the partner's account backend, which creates the account. {brand} does not store your password or keep a log of it. Your email is shared with the partner only because you ticked the consent box, which is why that box is not optional.",
    },
    { type: 'h2', text: 'Step 7: Continue to the partner site' },
    {
      type: 'p',
      text: "After signup, you continue on the partner dating site. That is where real members have profiles and where contact between people happens, under that site's own terms. Take a minute to read its privacy policy and look through its settings before you fill in a profile or upload anything. {brand} has no part in what happens there.",
    },
    { type: 'h2', text: 'Practical tips' },
    {
      type: 'ul',
      items: [
        'Use a separate email address if you like to keep adult accounts apart from work and family.',
        'Save your new password in a password manager rather than in a note on your phone.',
        "Read the partner site's terms before you pay for anything there.",
        'Never send money, gift cards or deposits to someone you have only met online, whatever the reason given.',
        'If anything on any site suggests a person under 18 is involved, leave and report it.',
      ],
    },
    {
      type: 'p',
      text: 'Most of all, take your time. Nothing on {brand} is urgent, and nothing on the partner site should be either. Anyone or anything that tries to rush you, whether with a countdown, a sudden deadline or a hard sell, is telling you something worth hearing, so slow down and listen.',
    },
  ],
} satisfies Article
