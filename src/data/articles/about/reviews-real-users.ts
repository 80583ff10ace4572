/** The editors' own review of {brand}. There are no user reviews on the site. */
import type { Article } from '../../types'

export default {
  slug: '{product}-reviews-real-users',
  title: "{brand} Review: The Editors' Own Honest Look",
  excerpt:
    "There are no user reviews on {brand}, and this is not one. It is our editors' own review, built on points you can check for yourself.",
  description:
    "An honest editors' review of {brand}: speed on a phone, clarity, privacy, illustrative listings and weak points. No user reviews and no scores.",
  keywords: [
    '{product} review',
    '{product} honest review',
    'is {product} legit',
    'escort directory review',
    'illustrative listings',
    'online privacy',
  ],
  published: '2026-11-21',
  body: [
    { type: 'h2', text: 'First, what this is not' },
    {
      type: 'p',
      text: 'The address of this page mentions real users. That is a leftover from an earlier plan, and we kept it so old links still work. There are no user reviews on {brand}, and this article is not one. Nobody sent us a testimonial, and we did not invent any. What follows is the editors reviewing their own site, which is an obvious conflict of interest, so we stuck to points you can check for yourself in a few minutes.',
    },
    {
      type: 'p',
      text: 'For the same reason, there is no score out of ten at the bottom. A number from the people who built the thing would tell you nothing useful. Instead, here is what we think holds up, where it falls short, and how to test each claim on your own phone.',
    },
    { type: 'h2', text: 'Speed on a phone' },
    {
      type: 'p',
      text: 'The pages are deliberately light. They are put together on the server and arrive ready to read, so your phone is not left building the page from a pile of scripts before you can scroll. They even work with JavaScript switched off. The test is easy: open a city page on mobile data with a weak signal and see how long you wait. That is the kind of claim we are happy to have checked.',
    },
    { type: 'h2', text: 'Clarity' },
    {
      type: 'p',
      text: 'The path is short: confirm you are 18 or over, pick a state, pick a city, browse. We think that is clear. The honest caveat is that Join, Reply and Pics sound like three different things, when all of them open the same free signup form. We would rather you hear that from us than find out by tapping all three in turn and wondering what you did wrong.',
    },
    { type: 'h2', text: 'What it does and does not do' },
    {
      type: 'p',
      text: "It does give you a quick, state-by-city way to browse illustrative listings, and it hands you on to a partner dating site through a short signup. It does not host real ads, let anyone post, carry messages, check anyone's identity or promise a meeting. Judged as a front door with a clear map, it does its job. Judged as a marketplace, it is not one, and it never claimed to be.",
    },
    { type: 'h2', text: 'Privacy' },
    {
      type: 'p',
      text: "This is where we think {brand} is strongest. When you sign up, your password is forwarded to the partner's account backend, which creates your account. {brand} does not store it and does not write it to any log. There are no analytics scripts and no advertising trackers on the site. Two cookies are used: one remembers that you confirmed your age, the other keeps your session. Your email goes to the partner only after you tick the consent box.",
    },
    { type: 'h2', text: 'Honesty about the listings' },
    {
      type: 'p',
      text: 'Every ad on {brand} was written by the editors and is illustrative. The people in them are not real, and the site says so rather than leaving you to guess. Some readers will find that disappointing, and fair enough. We think it beats the alternative, which on too many sites is a wall of copied photos and invented promises. Knowing what you are looking at is the first step to not being fooled by it.',
    },
    { type: 'h2', text: 'The weak points' },
    {
      type: 'ul',
      items: [
        'There are no real listings on the site itself. For real people, you have to go on to the partner site.',
        'Meeting anyone depends entirely on the partner site, its members and its rules, none of which {brand} controls.',
        'It covers the United States only. There are no pages for other countries.',
        'The three action buttons lead to the same signup, which can feel repetitive.',
        'The age confirmation is a basic click-through gate, not a document check.',
      ],
    },
    { type: 'h2', text: 'The verdict, without a number' },
    {
      type: 'p',
      text: '{brand} is a fast, plain and honest front door. It respects your data plan and your privacy, and it does not pretend its ads are people. It is also, by design, only a front door: the rooms you might actually want are on the partner site. If that trade suits you, it works well. If you wanted a full marketplace, look elsewhere, and take the checklist from our comparison guide with you wherever you end up.',
    },
  ],
} satisfies Article
