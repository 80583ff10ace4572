/** Dating App Reviews: closing dating accounts, cancelling subscriptions and cleaning up data. */
import type { Article } from '../../types'

export default {
  slug: 'deleting-your-dating-accounts',
  title: 'How to Delete Your Dating Accounts for Good',
  excerpt:
    'Uninstalling an app does not close your account. Here is how to delete dating profiles properly, cancel subscriptions and tidy up your data.',
  description:
    'Deleting a dating app is not the same as deleting your account. How to close profiles, cancel subscriptions, request your data and tidy up what is left.',
  keywords: [
    'delete dating account',
    'cancel dating subscription',
    'dating app privacy',
    'data deletion request',
    'digital cleanup',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: "Whether you have met someone, need a break or simply got bored, there comes a time to leave a dating app. Removing it from your phone feels final, but in most cases your profile, photos and history stay on the company's servers, and your profile may still be shown to others. Leaving properly takes a few more minutes, and it is worth doing.",
    },
    { type: 'h2', text: 'Step 1: Decide between pausing and deleting' },
    {
      type: 'p',
      text: 'Many apps let you pause or hide your profile instead of deleting it. That keeps your matches and settings in case you come back, while taking you out of circulation. Deleting is permanent: it usually removes your profile, matches and conversations, and you start from scratch if you return. If you are unsure, pause now and delete later.',
    },
    { type: 'h2', text: 'Step 2: Cancel any subscription first' },
    {
      type: 'p',
      text: "This is the step people miss. If you paid through the Apple App Store or Google Play, deleting your dating account may not stop the subscription. Cancel it in your phone's subscription settings before you delete. If you paid on the app's website, cancel there instead. Then check your next statement to make sure the charges have stopped.",
    },
    { type: 'h2', text: 'Step 3: Download your data if you want it' },
    {
      type: 'p',
      text: 'Many services let you request a copy of your data, which can include your profile details, messages and photos. It is worth doing if you want to keep anything, or if you are curious about what the company holds on you. The request can take a while to process, so ask before you delete, not after.',
    },
    { type: 'h2', text: 'Step 4: Delete the account inside the app' },
    {
      type: 'p',
      text: "Look in the app's settings, usually under account or privacy, for an option to delete your account. Follow it all the way through, which may include a confirmation screen or an email link. Only then should you uninstall. If you cannot find the option, the app's help pages or support team can point you to it.",
    },
    { type: 'h2', text: 'Step 5: Tidy up what is left' },
    {
      type: 'ul',
      items: [
        'Unlink any social media accounts you connected to the app.',
        'Remove the app from your Apple or Google account settings if you signed in with them.',
        'Retire any dating-only email address or second phone number you no longer need.',
        'Clear out old screenshots and saved photos on your phone.',
      ],
    },
    { type: 'h2', text: 'Your right to ask for deletion' },
    {
      type: 'p',
      text: 'Depending on where you live, privacy laws may give you a legal right to ask a company to delete the personal information it holds about you. California is the best-known example, and a growing number of other states have passed similar rules. If an app ignores your request, its privacy policy should list a contact for privacy questions, and that is where to follow up.',
    },
    {
      type: 'p',
      text: 'Keep a note of when you asked and any confirmation you receive. Companies may keep some records for a time to meet legal, billing or safety obligations, and a good privacy policy will explain which ones, why and for how long.',
    },
    { type: 'h2', text: 'A clean break' },
    {
      type: 'p',
      text: "Deleting old dating accounts is good digital housekeeping. It reduces the personal data floating around, ends forgotten charges and means nobody is matching with a profile you abandoned years ago. Each app's process is a little different and changes over time, so check its current help pages for the exact steps.",
    },
  ],
} satisfies Article
