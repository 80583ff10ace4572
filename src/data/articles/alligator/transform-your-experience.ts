/** Escort Alligator 101, part 2: a comic look at how a fictional alligator plus-one changes an ordinary evening. */
import type { Article } from '../../types'

export default {
  slug: 'transform-your-experience',
  title: 'Transform Your Evening: The Alligator Plus-One Effect',
  excerpt:
    'Galas, weddings and work dinners all follow the same script, until an imaginary alligator in evening wear walks in beside you.',
  description:
    'A satirical look at how a fictional tuxedoed alligator turns a dull gala, a wedding or a company dinner into the evening everyone talks about.',
  keywords: [
    'alligator plus-one',
    'escort alligator',
    'gala satire',
    'wedding humor',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Every evening has a shape. There is the arrival, the small talk, the dinner, the speeches and the slow drift toward the coat check. In our entirely fictional world, bringing an escort alligator bends that shape into something stranger and far more memorable. This satirical guide explains how.',
    },
    { type: 'h2', text: 'Before: the ordinary gala' },
    {
      type: 'p',
      text: "You know the routine. You arrive alone, hover near the canapes and explain your job to four different people who do not care. Someone's uncle corners you about his boat. You check your watch at nine and again at nine-oh-four. By the time dessert arrives, you have developed a deep personal relationship with the bread basket.",
    },
    { type: 'h2', text: 'After: the gala with a gator' },
    {
      type: 'p',
      text: 'Now imagine the same room, except you walk in beside a broad-shouldered alligator in midnight-blue evening wear. The uncle with the boat takes one look and remembers a pressing appointment elsewhere. Strangers introduce themselves. Photographers appear from nowhere. The bread basket, sensing competition, is quietly moved to the far end of the table.',
    },
    {
      type: 'p',
      text: "Your companion, meanwhile, behaves impeccably. He pulls out your chair with his snout, nods gravely during the speeches and laughs at the host's jokes with a low, rumbling hiss that everyone agrees is charming. He does not talk about his boat, because alligators do not need boats.",
    },
    { type: 'h2', text: 'Five small transformations' },
    {
      type: 'ul',
      items: [
        "Conversations start faster, usually with the words 'Is that a...'",
        'Your dance card fills up, because everyone wants a photo mid-waltz',
        'Long speeches get shorter once the speaker notices the front row staring back',
        'Nobody asks about your job, since your plus-one is the only topic in the room',
        'The buffet line parts politely wherever your companion walks',
      ],
    },
    { type: 'h2', text: 'The wedding upgrade' },
    {
      type: 'p',
      text: 'Weddings are where the alligator effect is at its strongest. Your fictional companion signs the guestbook with a single dignified clawprint, sits through the ceremony without blinking and leads the conga line with surprising enthusiasm. He will not try to catch the bouquet, because he has been asked very firmly not to, and he will not go near the koi pond.',
    },
    {
      type: 'p',
      text: 'He will, however, give a short and moving toast if invited. Alligators are famously economical with words. Their speeches last a few seconds and end with a long, meaningful look at the happy couple. There is rarely a dry eye in the house, partly from emotion and partly because nobody dares to blink first.',
    },
    { type: 'h2', text: 'The company dinner glow-up' },
    {
      type: 'p',
      text: 'At a work dinner, an alligator plus-one turns you from the person in accounts into a figure of quiet mystery. Colleagues start wondering about your life outside the office. Your manager speaks to you more carefully. Your annual review, weeks later, is remarkably gentle. None of this can be proven, because this is satire, but it feels right.',
    },
    { type: 'h2', text: 'A reminder' },
    {
      type: 'p',
      text: 'This is a comic piece about an imaginary service. For an evening that genuinely feels transformed, try good company, a good table and something worth celebrating. The tuxedoed reptile can stay where he belongs: in your imagination, looking tremendous.',
    },
  ],
} satisfies Article
