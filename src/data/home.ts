import type { FaqItem } from './types'

/** Copy of the home page: hero, badges, benefits, the editors' note and the FAQ. */
export const HERO = {
  headline: 'Escort Listings in Your City',
  subhead:
    'Pick your state and city, browse illustrative ads written by our editors, and join free through our partner dating site in about a minute.',
}

export const BADGES: readonly string[] = ['Free to join', 'All 50 states', '18+ only']

export const BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Every state, every city',
    text: 'Choose any of the 50 states, then your city, and browse a page of short, classified-style ads. They are illustrative, written by our editors.',
  },
  {
    title: 'A free account in a minute',
    text: 'One short form is all it takes. A partner dating site creates your free account, and you continue straight on to it.',
  },
  {
    title: 'Private by design',
    text: 'Your password goes over HTTPS to the account backend and is never stored or logged by {brand}. No ad trackers, no analytics.',
  },
  {
    title: 'Fast on any phone',
    text: 'Light pages built for small screens and mobile data. Nothing to install, nothing to update, just open it in your browser.',
  },
]

export const EDITORS_NOTE = {
  heading: 'A note from the editors',
  paragraphs: [
    'We built {brand} to be straightforward. The ads you see are illustrative: we write them ourselves, and they do not depict real people. We say so plainly, because you deserve to know what you are looking at before you sign up for anything.',
    "We also wanted it fast and private. The pages are light enough for any phone, there are no ad trackers or analytics, and your password passes through to the partner site's account backend without us keeping a copy. Real profiles live on the partner site; our job is to get you there simply.",
  ],
  signature: 'The {brand} editors',
}

export const FAQ: readonly FaqItem[] = [
  {
    question: 'What is {brand}?',
    answer:
      '{brand} is an adults-only escort listings directory for the United States. You pick a state, then a city, and browse short illustrative ads. Joining, replying or viewing pictures leads to a free signup with our partner dating site, where you continue once your account is created.',
  },
  {
    question: 'Are the ads real people?',
    answer:
      'No. The ads are illustrative: our editors write them, and they do not depict real people. They show the style of the site, nothing more. Real member profiles are on the partner dating site, which you reach after signing up.',
  },
  {
    question: 'Is it free?',
    answer:
      'Yes. Browsing {brand} is free, and so is creating your account. The partner dating site may offer optional paid features of its own; if so, it explains them on its own pages, and whether you use them is entirely up to you.',
  },
  {
    question: 'How do I join?',
    answer:
      'Tap Join, Reply or Pics on any ad and fill in the short signup form. It takes about a minute. Your free account is created by our partner dating site, and you then continue on that site, where the real member profiles are.',
  },
  {
    question: 'Who creates my account?',
    answer:
      'A partner dating site creates it, through its account backend. {brand} only passes your signup details along and does not hold an account for you. Once the account exists, you continue on the partner site, where its own terms and privacy policy apply.',
  },
  {
    question: 'What happens to my email and password?',
    answer:
      "They are forwarded over HTTPS to the partner's account backend so it can create your account. {brand} never stores or logs them, and we run no ad trackers or analytics. From then on, the partner site's privacy policy covers your details.",
  },
  {
    question: 'Why do you ask my age?',
    answer:
      'Because the partner dating site accepts adults only. You must be 18 or older to join, and by signing up you confirm that you are. Accounts found to belong to minors are terminated, and we will not knowingly help anyone under 18 sign up.',
  },
  {
    question: 'Can I post an ad or message someone here?',
    answer:
      "No. {brand} has no posting, messaging or chat of any kind. The ads are written by our editors and are illustrative. Any contact with real members happens on the partner dating site after you sign up, under that site's rules.",
  },
  {
    question: 'Does it work on my phone?',
    answer:
      'Yes. {brand} is built for phones first and works in any modern mobile browser, as well as on tablets and computers. There is no app to download, and the pages are kept light so they load quickly, even on mobile data.',
  },
  {
    question: 'How do I delete my account or data?',
    answer:
      '{brand} holds nothing about you, so there is nothing to delete here. Your account lives on the partner dating site: ask that site to delete it. You can also write to the contact address in our Privacy Policy, and we will point you in the right direction.',
  },
]
