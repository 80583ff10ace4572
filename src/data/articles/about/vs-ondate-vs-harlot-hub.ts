/** Compares {brand}, OnDate and Harlot Hub through checks readers can run for themselves. */
import type { Article } from '../../types'

export default {
  slug: '{product}-vs-ondate-vs-harlot-hub',
  title: '{brand} vs OnDate vs Harlot Hub: How to Compare Directories',
  excerpt:
    "We won't tell you what OnDate or Harlot Hub do, because we haven't checked. Here are the tests any reader can run, and how {brand} answers them.",
  description:
    'A fair way to compare {brand}, OnDate and Harlot Hub: seven checks you can run on any adult directory yourself, and how {brand} answers each one.',
  keywords: [
    '{product} vs ondate',
    '{product} vs harlot hub',
    'ondate',
    'harlot hub',
    'escort directory comparison',
    'adult directory checklist',
  ],
  published: '2026-11-21',
  body: [
    { type: 'h2', text: 'Why this comparison has no scoreboard' },
    {
      type: 'p',
      text: 'Comparison pages usually come with a table of ticks and crosses, and the site writing them somehow always wins. We are not going to do that. We have not independently checked what OnDate or Harlot Hub offer, how they work or who runs them, so anything we said about them would be guesswork dressed up as fact. That would be unfair to them and useless to you.',
    },
    {
      type: 'p',
      text: 'What we can do is hand you the checklist we would use on any directory, our own included, and show how {brand} answers each question. Then open the other two in another tab and run the same checks. It takes about ten minutes, and you will trust your own answers more than you would ever trust ours.',
    },
    { type: 'h2', text: 'Check 1: Is there an age gate?' },
    {
      type: 'p',
      text: 'An adult directory should ask you to confirm you are 18 or over before it shows any listings. A click-through gate is a basic measure, not a promise, but its absence tells you something about how seriously a site takes the rules. {brand} asks for age confirmation before anything else, and its signup form asks for your real age as well.',
    },
    { type: 'h2', text: 'Check 2: Are listings labelled real or illustrative?' },
    {
      type: 'p',
      text: 'This is the big one. Look for a plain statement of whether the ads describe real people or are examples. If a site is vague about it, assume the less flattering answer. On {brand} the answer is stated openly: every ad is illustrative, written by the editors, and nobody in them is a real person. Real profiles are only found on the partner site.',
    },
    { type: 'h2', text: 'Check 3: Does the signup ask your real age?' },
    {
      type: 'p',
      text: "A signup that never asks how old you are is a signup that does not much care. {brand}'s form asks for your actual age, and the service is only for people aged 18 and over. When you check the other two, note whether age comes up at all during signup, and whether the site explains why it is asking.",
    },
    { type: 'h2', text: 'Check 4: Does it say where your email and password go?' },
    {
      type: 'p',
      text: "When you type a password into a form, you deserve to know which company receives it. {brand} says so directly. Your details are forwarded to a partner dating site's account backend, which creates the account. {brand} does not store or log your password, and your email is shared only after you tick a consent box. Look for an answer that specific elsewhere, and be wary of silence.",
    },
    { type: 'h2', text: 'Check 5: Is there an affiliate disclosure?' },
    {
      type: 'p',
      text: 'Many directories earn money when visitors sign up somewhere else. That is a perfectly normal arrangement, as long as they tell you about it. {brand} works with a partner dating site and says so on its pages. If a site sends you on to another company without mentioning any commercial relationship, it is fair to wonder what else it has not mentioned.',
    },
    { type: 'h2', text: 'Check 6: Is it fast on a phone?' },
    {
      type: 'p',
      text: 'Open a listings page on mobile data rather than Wi-Fi, and count how long it takes before you can read and scroll. Heavy pages often mean heavy tracking. {brand} pages are light, arrive from the server ready to read and work with JavaScript off, and there are no analytics or advertising trackers slowing them down.',
    },
    { type: 'h2', text: 'Check 7: Are the terms and privacy policy dated and specific?' },
    {
      type: 'p',
      text: "Scroll to the footer and open the terms and the privacy policy. Good ones carry a last-updated date and describe what the site actually does, not what a generic template says a site might do. {brand}'s legal pages show when they last changed, and we have tried to write them about this site in particular. Judge for yourself whether we managed it.",
    },
    { type: 'h2', text: 'Your turn' },
    {
      type: 'p',
      text: 'Here are the seven questions again, ready to run on OnDate, Harlot Hub or any other directory you come across. Keep the list open in a note while you look, answer each one with a plain yes or no, and be strict with yourself: a vague answer from a site counts as a no.',
    },
    {
      type: 'ul',
      items: [
        'Is there an age gate before any listings appear?',
        'Are listings clearly labelled as real or illustrative?',
        'Does the signup ask for your real age?',
        'Does the site say exactly where your email and password go?',
        'Is any affiliate or partner relationship disclosed?',
        'Is it fast and readable on mobile data?',
        'Are the terms and privacy policy dated and specific?',
      ],
    },
    {
      type: 'p',
      text: 'Whichever site passes more of these for you is the one that has earned a closer look. And if a site fails the age check or the honesty check, no list of features should change your mind about it. Features can be added later. Honesty is much harder to bolt on.',
    },
  ],
} satisfies Article
