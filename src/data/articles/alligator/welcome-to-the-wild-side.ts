/** Escort Alligator 101, part 1: a comic introduction that says plainly the whole section is fiction. */
import type { Article } from '../../types'

export default {
  slug: 'welcome-to-the-wild-side',
  title: 'Welcome to the Wild Side: Escort Alligator 101',
  excerpt:
    'A plainly fictional, entirely comic guide to the imaginary world of alligators hired as plus-ones for galas, weddings and company dinners.',
  description:
    'Escort Alligator 101 starts here: a comic, wholly fictional guide to tuxedoed alligators hired as plus-ones for galas, weddings and company dinners.',
  keywords: [
    'escort alligator',
    'alligator satire',
    'comic fiction',
    'alligator plus-one',
    'swamp humor',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: "Let's get the important part out of the way first: this whole section is comedy. It is fiction from top to tail. There is no agency of alligators in tuxedos, no reptile will arrive at your cousin's wedding, and nobody should try to hire one. What follows is a satirical guide to an imaginary profession, written by editors who spent too long thinking about the name {brand}.",
    },
    {
      type: 'p',
      text: 'Still here? Good. Picture a large, dignified alligator in a well-pressed tuxedo, standing at the edge of a ballroom with a glass of sparkling water held carefully in one claw. He is not there to eat anyone. He is there because someone needed a plus-one for the company gala and decided the most memorable guest would be one with about eighty teeth and flawless posture.',
    },
    { type: 'h2', text: 'What an escort alligator does, in this made-up world' },
    {
      type: 'p',
      text: 'In our imaginary swamp, escort alligators are companions for social occasions and nothing more. They attend dinners, dance at weddings, make small talk at award ceremonies and stand beside you in photographs looking quietly magnificent. Their whole job is being excellent company: attentive, polite and impossible to ignore.',
    },
    {
      type: 'ul',
      items: [
        'Galas and charity dinners, where they are reliably the best-dressed guest',
        'Weddings, where they excel at the slow dance and stay away from the fountain',
        'Company dinners, where they make your quarterly review seem very small',
        'Reunions, where nobody will ask what you have been up to lately',
      ],
    },
    { type: 'h2', text: 'Why alligators, of all creatures?' },
    {
      type: 'p',
      text: 'Alligators have been around for a very long time, which gives them patience and perspective. They do not check their phones at dinner, because claws cannot work a touchscreen. They listen with total stillness. They are unbothered by awkward silences, having spent long afternoons perfectly motionless in a pond. In a social world full of fidgeting, that calm reads as sophistication.',
    },
    {
      type: 'p',
      text: 'They also have a natural sense of occasion. Nothing changes the atmosphere of a room like the arrival of a seven-foot reptile in a bow tie. Conversations pause. Toasts are forgotten. Your boss, who has never once remembered your name, suddenly remembers it forever.',
    },
    { type: 'h2', text: 'What this section covers' },
    {
      type: 'p',
      text: "Over the next nine articles we tour the customs and quirks of this fictional trade. We look at how an alligator transforms an ordinary evening, what happens behind the scales, the dos and don'ts of a reptile date, a day in the life of a working gator, the art of the grand entrance, and how the profession supposedly evolved from the swamp to the ballroom.",
    },
    {
      type: 'p',
      text: 'Along the way we cover swamp commuting, strict sunbathing schedules, the etiquette of sharing dessert with someone who swallows things whole, and why a tailored tuxedo needs a reinforced tail vent. Expect practical-sounding advice that is in no way practical.',
    },
    { type: 'h2', text: 'A few ground rules before we begin' },
    {
      type: 'p',
      text: 'Everything here is gentle, silly and suitable for reading aloud at a dinner party. The alligators are companions, conversationalists and dance partners, full stop. If any of this makes you want a memorable plus-one for your next event, we recommend a human friend with a good suit. If it makes you want to visit a wildlife park and admire actual alligators from a safe distance, even better.',
    },
    {
      type: 'p',
      text: 'Now straighten your cufflinks, check your reflection in the nearest patch of still water, and step this way. The canapes are out, the band is tuning up and somewhere a heron is checking names at the door. The swamp is dressed for dinner.',
    },
  ],
} satisfies Article
