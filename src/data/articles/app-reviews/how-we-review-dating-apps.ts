/** Dating App Reviews: the five criteria the editors apply to every dating app they review. */
import type { Article } from '../../types'

export default {
  slug: 'how-we-review-dating-apps',
  title: 'How We Review Dating Apps: Our Five Criteria',
  excerpt:
    'Before we write about any dating app, we look at the same five things: age rules, privacy, what is free, scam handling and how easy it is to leave.',
  description:
    'The criteria behind our dating app reviews: age rules, privacy policy clarity, what is really free, scam handling and how easy it is to delete an account.',
  keywords: [
    'dating app reviews',
    'how we review',
    'dating app privacy',
    'dating app safety',
    'review criteria',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: "Dating apps are easy to download and surprisingly hard to judge. The marketing promises chemistry and the store pages show smiling couples. We prefer to look at the plumbing: how an app treats your age, your data, your money and your exit. These are the editors' own reviews, based on each app's public pages, terms, privacy policy, settings and signup process. Here are the five questions we ask every time, and why each one matters to you.",
    },
    { type: 'h2', text: '1. Does it take age seriously?' },
    {
      type: 'p',
      text: 'Every mainstream dating app is for adults only. We look at how clearly the app states that rule, what it asks for at signup, and whether it explains how to report an account that appears to belong to a minor. Apps that spell out their age policy plainly, and say how they act on reports, earn more of our trust than apps that bury it.',
    },
    { type: 'h2', text: '2. Is the privacy policy readable?' },
    {
      type: 'p',
      text: 'A privacy policy should tell you, in words a normal adult can follow, what is collected, why, who it is shared with and how long it is kept. We read these documents so you do not have to read every one, and we flag vague language, broad sharing with partners or sister companies, and any use of location that seems to go beyond what the app needs.',
    },
    { type: 'h2', text: '3. What is actually free?' },
    {
      type: 'p',
      text: 'Most dating apps are free to download and charge for extras. That is a fair business model as long as it is clear. We note what a free account can really do, whether paid features are explained before you tap buy, and how subscriptions renew and cancel. We do not quote prices, because they change often and can differ by location and platform.',
    },
    { type: 'h2', text: '4. How does it handle scams and fake profiles?' },
    {
      type: 'p',
      text: 'Every popular platform attracts scammers; what matters is the response. We look for block and report tools that are easy to find, clear guidance about romance scams, optional photo or identity checks for members who want them, and safety pages that actually help. An app that makes reporting simple, and explains what happens next, stands out in our reading.',
    },
    { type: 'h2', text: '5. Can you leave cleanly?' },
    {
      type: 'p',
      text: 'Deleting the app from your phone does not delete your account. We check how many steps it takes to close an account for good, whether the app explains what happens to your data afterward, and whether a paid subscription has to be cancelled separately through an app store. An easy exit is a good sign that an app respects its members.',
    },
    { type: 'h2', text: 'What we do not do' },
    {
      type: 'ul',
      items: [
        'We do not publish star ratings, scores or rankings.',
        'We do not quote prices or member numbers, which change too often to stay accurate.',
        'We do not invent user quotes or reviews.',
        'We do not promise that any app will find you a match.',
      ],
    },
    {
      type: 'p',
      text: 'We would rather tell you what to look for and let you decide. Two people can have very different experiences on the same app, and what suits a couple exploring non-monogamy may be a poor fit for someone looking for a quick, casual date.',
    },
    { type: 'h2', text: 'Features change, so check' },
    {
      type: 'p',
      text: "Dating apps update constantly. A feature that exists today may be renamed, moved behind a paywall or retired next month, and policies are revised regularly. Treat our reviews as a starting point rather than the final word, and read the app's current terms and privacy policy before you sign up. If something has changed since we wrote about it, the app's own pages are the authority.",
    },
  ],
} satisfies Article
