/** Dating App Reviews: Tinder, Bumble and Hinge compared on what has defined each app for years. */
import type { Article } from '../../types'

export default {
  slug: 'swipe-apps-compared',
  title: 'Tinder, Bumble and Hinge Compared: The Big Three Apps',
  excerpt:
    'Three of the best-known dating apps in America, three different ideas about how people should meet. Here is how Tinder, Bumble and Hinge differ at heart.',
  description:
    'Tinder vs Bumble vs Hinge: how the three best-known swipe apps differ in approach, who each one tends to suit, and what to check before you sign up.',
  keywords: [
    'tinder vs bumble vs hinge',
    'tinder review',
    'bumble review',
    'hinge review',
    'swipe apps',
    'dating app comparison',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'If you have dated at any point in the last decade, you have probably met at least one of these three. Tinder, Bumble and Hinge are among the most recognized dating apps in the United States, and each is built around a different idea of how a first connection should happen. Their features change often, so this comparison sticks to what has defined each app for years.',
    },
    { type: 'h2', text: 'Tinder: the one that made swiping famous' },
    {
      type: 'p',
      text: 'Tinder launched in 2012 and popularized the swipe: right to like, left to pass, and a match when both people swipe right on each other. The format is quick, visual and simple, which is a big reason the app became shorthand for modern dating. Profiles lead with photos, with a short bio and a few details underneath.',
    },
    {
      type: 'p',
      text: 'That speed is both the appeal and the catch. Tinder suits people who enjoy a fast pace and are comfortable with a wide mix of intentions, from serious to very casual. If you want it to work for you, your photos and bio need to say clearly who you are and what you are after.',
    },
    { type: 'h2', text: 'Bumble: built around women making the first move' },
    {
      type: 'p',
      text: 'Bumble, co-founded in 2014 by Whitney Wolfe Herd, built its identity on one rule: in matches between a man and a woman, the woman sends the first message. The company has adjusted how that works over the years and added other ways to open a conversation, so check the current version. The idea of giving women more control remains central to its brand.',
    },
    {
      type: 'p',
      text: 'Bumble has also offered ways to use the app beyond dating, such as finding friends. It tends to appeal to people who like a little more structure than pure swiping, and who value knowing that the other person chose to reach out.',
    },
    { type: 'h2', text: 'Hinge: prompts first' },
    {
      type: 'p',
      text: 'Hinge is built around profiles that mix photos with written prompts, short questions that members answer in their own words. Instead of a simple yes or no, you like or comment on a specific photo or answer, which gives the conversation a natural opening. The app has long described itself as designed to be deleted, a nod to its focus on relationships.',
    },
    {
      type: 'p',
      text: 'Hinge suits people who enjoy a bit of wit and would rather start with something to talk about. Casual daters use it too, but its culture leans toward dating with something ongoing in mind, so say clearly in your profile if that is not what you want.',
    },
    { type: 'h2', text: 'Who owns what' },
    {
      type: 'p',
      text: 'One detail worth knowing: Tinder and Hinge belong to the same parent company, Match Group, while Bumble is run by its own company. If you use more than one app from the same family, read how the privacy policy describes sharing information between its brands. It is a small check that tells you a lot about where your data may travel.',
    },
    { type: 'h2', text: 'Which one fits you?' },
    {
      type: 'ul',
      items: [
        'Want speed and a broad mix of intentions: Tinder is the classic choice.',
        'Prefer women to set the tone of the first message: that is the idea Bumble was built on.',
        "Like starting with conversation, not just photos: Hinge's prompts help.",
        'Not sure: there is no rule against trying more than one.',
      ],
    },
    { type: 'h2', text: 'What to check before you join' },
    {
      type: 'p',
      text: "All three are free to download and sell optional upgrades. Before paying for anything, see what the free version includes, how a subscription renews and how to cancel it. Read each app's safety and privacy pages, and set your visibility and location options to a level you are comfortable with. Features, names and rules change regularly, so the app's current terms are the final word.",
    },
    {
      type: 'p',
      text: 'Whichever you choose, the same basics apply on every app: honest photos, a clear bio, a public place for the first meeting, and no money sent to anyone you have not met in person. Get those right and the choice of app matters a little less than the marketing suggests.',
    },
  ],
} satisfies Article
