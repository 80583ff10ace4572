/** Personal safety and privacy habits, and how {brand} keeps data to a minimum. */
import type { Article } from '../../types'

export default {
  slug: 'safety-{product}-stay-protected',
  title: 'Staying Safe and Private: A {brand} Safety Guide',
  excerpt:
    'Practical habits for personal safety and online privacy, from meeting in public first to protecting your passwords, plus how {brand} handles your data.',
  description:
    'Safety and privacy tips: meet in public, tell a friend, never pay in advance, protect your accounts, and how {brand} keeps your data to a minimum.',
  keywords: [
    '{product} safety',
    'online dating safety',
    'meeting safely',
    'password security',
    'privacy tips',
    'stay protected',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Safety is mostly a set of dull habits, and dull is good. Here are the ones we would want a friend to follow when meeting someone from the internet, plus a plain account of what {brand} does with your data. Remember that nobody meets anyone on {brand} itself: the listings here are illustrative, and real contact happens on the partner site.',
    },
    { type: 'h2', text: 'Before you meet' },
    {
      type: 'ul',
      items: [
        'Meet in a public place first, somewhere busy with staff around, like a cafe or a popular restaurant.',
        'Tell a friend where you are going, who you are meeting and when you expect to be back, and agree on a check-in text.',
        'Arrange your own transport there and back, so you can leave whenever you want.',
        'Keep your phone charged, and know how you will get home before you set out.',
      ],
    },
    {
      type: 'p',
      text: 'None of this is a sign of distrust. Sensible people on both sides of a first meeting expect it, and anyone who objects to a public place or to you having your own way home has given you useful information early.',
    },
    { type: 'h2', text: 'Money: never in advance' },
    {
      type: 'p',
      text: 'Never send money, gift cards, cryptocurrency or deposits to someone you have only met online. It does not matter how good the story is: a travel fee, a safety check, a sudden emergency, a payment that will be "refunded when we meet". These are among the most common ways people lose money on dating and adult sites alike, and the money almost never comes back. If someone insists, you have your answer.',
    },
    { type: 'h2', text: 'Sobriety and instincts' },
    {
      type: 'p',
      text: 'Keep a clear head, especially the first time you meet someone. Alcohol and other substances make it harder to notice when something is off, and easier to agree to things you would otherwise refuse. Watch your drink. And trust your instincts: if a place, a person or a plan feels wrong, leave. You do not owe anyone an explanation, and misreading a bad feeling costs far less than ignoring a right one.',
    },
    { type: 'h2', text: 'Protect your accounts' },
    {
      type: 'p',
      text: 'Your accounts are part of your safety. Use a unique password for every site, and above all do not reuse the password you use for your email. If someone gets into your email, they can reset almost everything else you own online. A password manager makes unique passwords painless. Turn on two-step sign-in wherever it is offered, and be wary of messages asking you to log in again out of nowhere.',
    },
    { type: 'h2', text: 'Privacy habits' },
    {
      type: 'p',
      text: 'Share less than you think you need to. Hold back your full name, workplace and home address until you have good reason to trust someone. Check that any photos you share do not show street signs, mail or other clues. A separate email address for adult sites keeps them apart from work and family. Private browsing stops your phone from keeping a history, though it does not hide your activity from your network.',
    },
    { type: 'h2', text: 'Know the law where you are' },
    {
      type: 'p',
      text: 'Laws on adult services vary by state and city, and they apply to you whatever any website says. Paying for sex is illegal almost everywhere in the United States. Read our legal overview for the broad picture, check your local rules, and do not assume that because something is advertised somewhere, it must be allowed where you are.',
    },
    { type: 'h2', text: 'How {brand} handles your data' },
    {
      type: 'p',
      text: "{brand} is built to keep as little as possible. Your password is forwarded to the partner's account backend to create your account, and it is never stored or logged by {brand}. Your email goes to the partner only after you tick the consent box. There are no analytics or advertising trackers. Two cookies are used: one remembers your age confirmation, the other keeps your session.",
    },
    {
      type: 'p',
      text: 'Your account itself is held by the partner site, so its privacy policy is the one that governs your profile, your messages and anything you upload there. Read it, look through the privacy settings, and adjust them before you share anything personal. If you ever want to close the account, that request goes to the partner, since {brand} has nothing on file to delete.',
    },
  ],
} satisfies Article
