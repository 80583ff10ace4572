/** Using {brand} on a phone: no app, light pages, JavaScript optional, private browsing. */
import type { Article } from '../../types'

export default {
  slug: '{product}-mobile-finding-escorts',
  title: '{brand} on Mobile: Browsing From Your Phone',
  excerpt:
    'No app to install, light pages that load fast on mobile data, and a few private-browsing tips for using {brand} on your phone.',
  description:
    'Using {brand} on your phone: no app needed, light pages that load fast on mobile data, work with JavaScript off, plus tips for private browsing.',
  keywords: [
    '{product} mobile',
    '{product} on phone',
    'mobile escort directory',
    'private browsing',
    'no app needed',
    'fast mobile pages',
  ],
  published: '2026-11-21',
  body: [
    { type: 'h2', text: 'There is no app, and that is fine' },
    {
      type: 'p',
      text: '{brand} has no app, and you do not need one. It is a website that works in the browser you already have, on any reasonably recent phone. There is nothing to download, nothing asking for permission to see your contacts or location, and no icon on your home screen for someone to spot. If you want to find the site again, a bookmark does the job.',
    },
    {
      type: 'p',
      text: 'One practical consequence: if you ever see an app in an app store using the {brand} name, it is not ours. Do not install it, and do not type any password into it. The only way to use {brand} is in your browser, at the site itself, and anything claiming otherwise deserves suspicion.',
    },
    { type: 'h2', text: 'Light pages for mobile data' },
    {
      type: 'p',
      text: 'Pages are kept deliberately light. They are put together on the server and arrive ready to read, so your phone is not busy downloading and running a large bundle of scripts before you can see anything. There are no analytics or advertising trackers adding weight either. On a patchy signal the difference is noticeable, and it makes {brand} kind to a limited data plan.',
    },
    { type: 'h2', text: 'Works with JavaScript off' },
    {
      type: 'p',
      text: 'Some people switch JavaScript off for privacy or to save battery. {brand} still works when you do: you can confirm your age, move from state to city, read the ads and reach the signup form without it. Nothing essential depends on scripts. If you like a locked-down browser, you do not have to make an exception for us.',
    },
    { type: 'h2', text: 'Built for thumbs' },
    {
      type: 'p',
      text: 'Buttons and links are sized for fingers, not mouse pointers, with enough space between them that you do not tap the wrong city by accident. Text is large enough to read without zooming, and on small screens the layout settles into a single column. State lists and city grids are easy to scroll one-handed, which is how most of us browse on a phone anyway.',
    },
    { type: 'h2', text: 'Private browsing tips' },
    {
      type: 'p',
      text: 'Private or incognito mode is a sensible choice for adult browsing, whether the phone is shared or not. It stops the browser from keeping your history and cookies after you close the window. Bear in mind that {brand} uses two cookies, one to remember your age confirmation and one for your session. In a private window both are cleared when you close it, so you will be asked to confirm your age again next time.',
    },
    {
      type: 'p',
      text: 'Private mode also has limits. It does not hide your browsing from your mobile carrier, the Wi-Fi network you are on, or the management software on a work phone. For adult browsing, a personal device on your own connection is the simplest way to keep things to yourself.',
    },
    {
      type: 'ul',
      items: [
        'Use a private window, and close it when you are done.',
        'Lock your phone with a PIN or biometrics, and hide message previews on the lock screen if others see your phone.',
        'Keep adult accounts on a separate email address, so their mail does not land in your main inbox.',
        'Save passwords in a password manager, not in notes or screenshots.',
      ],
    },
    { type: 'h2', text: 'Signing up from a phone' },
    {
      type: 'p',
      text: "The signup form is short: email, password, your real age and a consent box for sharing your email with the partner. Your phone's password manager can suggest a strong, unique password, which is worth accepting. After you submit, you continue to the partner dating site in the same browser, where real profiles and contact happen.",
    },
    { type: 'h2', text: 'What the phone experience does not include' },
    {
      type: 'p',
      text: 'To be clear about the limits: there is no app, no push notifications and no offline mode. {brand} needs a connection to load pages. And because the ads are illustrative, there is nothing to message on {brand} itself. How the partner site behaves on a phone, including anything it offers of its own, is up to the partner and its own terms, not to us.',
    },
  ],
} satisfies Article
