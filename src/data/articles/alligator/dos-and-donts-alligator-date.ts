/** Escort Alligator 101, part 6: comic etiquette for a companionable evening out with a fictional alligator. */
import type { Article } from '../../types'

export default {
  slug: 'dos-and-donts-alligator-date',
  title: "The Dos and Don'ts of a Date with an Alligator",
  excerpt:
    'Warm venues, careful menus and a firm no to pool parties: tongue-in-cheek etiquette for an evening out with an imaginary reptile.',
  description:
    'Comic etiquette for a fictional evening out with an alligator: choose a warm table, skip the gator bites and never suggest a pool party. Satire only.',
  keywords: [
    'alligator date',
    'reptile etiquette',
    'dating humor',
    'escort alligator',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Going out with a reptile takes a little preparation. The fictional escort alligators of our imaginary swamp are polished professionals, trained in etiquette and fluent in small talk, but they come with certain needs and sensitivities. This tongue-in-cheek guide covers the etiquette of a companionable evening with a gator, from hello to goodbye.',
    },
    { type: 'h2', text: 'Do: choose a warm venue' },
    {
      type: 'p',
      text: 'Alligators are cold-blooded, so an over-air-conditioned restaurant will leave your companion sluggish by the main course. Look for a table near the fireplace, a sunny terrace or, at the very least, a spot away from the ceiling vent. A warm gator is a witty gator. A chilly one spends the evening staring silently at the bread rolls.',
    },
    { type: 'h2', text: "Don't: order the gator bites" },
    {
      type: 'p',
      text: "This should go without saying, and yet it comes up. Read the menu in advance. If the appetizers include anything described as 'gator' or 'swamp-style', steer the conversation elsewhere. Handbags, boots and wallets in certain leathers are best left at home, too. Nobody enjoys a tense moment at the coat check.",
    },
    { type: 'h2', text: 'Do: compliment the tailoring' },
    {
      type: 'p',
      text: 'Your companion has gone to considerable trouble. A tuxedo with a reinforced tail vent is a feat of engineering, and the bow tie took three attempts to clip on. A kind word about the cut of the jacket or the shine of the scales goes a long way. Alligators are modest and will pretend not to hear, but the tail will give a small, happy swish.',
    },
    { type: 'h2', text: "Don't: suggest a pool party" },
    {
      type: 'p',
      text: 'It seems like a fun idea until your companion slides into the deep end and declines to come out for the rest of the evening. Water is where alligators go to think. If an invitation mentions a pool, a lake or a decorative fountain, choose another event, or agree on a firm time to towel off before anyone gets in.',
    },
    { type: 'h2', text: 'A quick etiquette checklist' },
    {
      type: 'ul',
      items: [
        'Do hold the door, since claws and brass handles do not mix',
        'Do book a booth with room for a tail',
        "Don't wave food near their face, however playfully",
        "Don't ask them to hold your phone, because you will never see it again",
        'Do keep conversation light: weather, riverbanks and the merits of sunshine',
        "Don't take it personally if they close their eyes; it means they are content",
      ],
    },
    { type: 'h2', text: 'Do: respect the sunbathing schedule' },
    {
      type: 'p',
      text: 'Your date may need to excuse themselves for twenty minutes of basking by a sunny window or a patio heater. This is not rudeness; it is biology. Wait patiently, order another sparkling water and enjoy the view. They will return warmer, sharper and ready for the dance floor.',
    },
    { type: 'h2', text: "Don't: forget this is fiction" },
    {
      type: 'p',
      text: 'All of this is satire about an imaginary profession. Please do not attempt to take an actual alligator to dinner, however good it might look in a bow tie. Admire wild animals from a respectful distance, and save the etiquette for your human companions, who will also appreciate a warm table and a kind word about their jacket.',
    },
  ],
} satisfies Article
