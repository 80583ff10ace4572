/** Escort Alligator 101, part 5: a tongue-in-cheek list of reasons to pick a fictional alligator as a plus-one. */
import type { Article } from '../../types'

export default {
  slug: 'top-reasons-choose-alligator',
  title: 'Top Reasons to Choose an Alligator as Your Plus-One',
  excerpt:
    'Excellent listeners, superb in formal wear and no threat to your dessert: the satirical case for an imaginary reptile companion.',
  description:
    'Why pick an alligator as your plus-one? A comic list of reasons, from flawless listening to sharp tailoring. Fiction, written for fun and nothing more.',
  keywords: [
    'alligator plus-one',
    'escort alligator',
    'reasons list',
    'party humor',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Choosing a plus-one is a delicate decision. A friend might talk too much, a colleague might talk shop and a cousin might bring up that thing from Thanksgiving. In this satirical and wholly fictional guide, we make the case for a different kind of companion: a well-dressed alligator. Here are our top reasons.',
    },
    { type: 'h2', text: '1. They are excellent listeners' },
    {
      type: 'p',
      text: 'An alligator can hold perfectly still for a very long time, which makes it the most attentive listener you will ever meet. Tell it about your fantasy football league, your sourdough starter or your plans to reorganize the garage. It will gaze at you with unblinking focus and never once interrupt to talk about its own sourdough starter.',
    },
    { type: 'h2', text: '2. They look fantastic in formal wear' },
    {
      type: 'p',
      text: 'Something about the combination of ancient armor and modern tailoring just works. Dark scales set off a white dress shirt beautifully, and the ridges along the back give every jacket a sculpted silhouette. Fashion people call it texture. Everyone else calls it unforgettable.',
    },
    { type: 'h2', text: '3. They never steal your dessert' },
    {
      type: 'p',
      text: 'Sharing dessert is a test of any relationship. Alligators, however, find cake baffling. They will happily watch you eat an entire chocolate torte and offer only quiet moral support. If a shrimp cocktail appears, that is a separate negotiation.',
    },
    { type: 'h2', text: '4. They are punctual, weather permitting' },
    {
      type: 'p',
      text: 'An alligator who has completed the afternoon sunbathing schedule arrives warm, alert and precisely on time. On cloudy days there may be delays, but your companion will send a polite note ahead, usually delivered by a reliable turtle who left the day before.',
    },
    { type: 'h2', text: '5. They end awkward conversations instantly' },
    {
      type: 'p',
      text: 'Cornered by a bore at the bar? Your companion simply turns to face the situation and smiles with all of its teeth. The bore discovers a sudden interest in the other side of the room. No words are exchanged. None are needed.',
    },
    { type: 'h2', text: '6. They are great dancers, within limits' },
    {
      type: 'p',
      text: 'Alligators glide. On a polished floor, their low and powerful movements become a surprisingly graceful waltz. They are less suited to anything involving jumping, and the limbo is a sensitive subject, but for a slow dance under soft lights they are hard to beat.',
    },
    { type: 'h2', text: '7. They make every photo better' },
    {
      type: 'p',
      text: 'Put an alligator in a group picture and the group picture becomes the picture. Your holiday card will be discussed for years. Even your most camera-shy relatives will lean in to get into the frame, if only to prove later that it happened.',
    },
    { type: 'h2', text: 'A few honorable mentions' },
    {
      type: 'ul',
      items: [
        'They never ask to borrow your phone charger',
        'They are unbothered by seating charts, as long as the seat is warm',
        'They do not hog the microphone at karaoke, mostly out of shyness',
        'They leave before the party gets dull, usually to catch the last sunbeam',
      ],
    },
    { type: 'h2', text: 'The fine print' },
    {
      type: 'p',
      text: 'This is comedy, and the alligator is imaginary. If you want the benefits above in practice, look for a companion who listens well, dresses with care, respects your dessert and rescues you from bores. Scales are optional.',
    },
  ],
} satisfies Article
