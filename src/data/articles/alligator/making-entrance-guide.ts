/** Escort Alligator 101, part 8: a comic guide to making a grand entrance with a fictional alligator. */
import type { Article } from '../../types'

export default {
  slug: 'making-entrance-guide',
  title: 'Making an Entrance: A Guide to Arriving with a Gator',
  excerpt:
    'Timing, pace, red carpet angles and the four classic entrances of the swamp: how an imaginary alligator makes a room go quiet.',
  description:
    'A comic guide to the grand entrance with a fictional alligator plus-one: when to arrive, how slowly to walk, red carpet angles and a graceful exit.',
  keywords: [
    'grand entrance',
    'alligator plus-one',
    'red carpet humor',
    'escort alligator',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'In the imaginary world of escort alligators, the entrance is half the job. A companion can be charming at dinner and graceful on the dance floor, but the moment people remember is the moment you walk in together. This comic guide explains how our fictional gators make an arrival no one in the room will forget.',
    },
    { type: 'h2', text: 'Timing is everything' },
    {
      type: 'p',
      text: 'Arrive too early and your alligator will be standing alone by the coat rack, which spoils the mystery. Arrive too late and everyone is seated, which means steering a tail between crowded tables. The sweet spot is about twenty minutes after the doors open, when the room is full, the lighting is warm and every guest is holding a drink they might nearly drop.',
    },
    { type: 'h2', text: 'Slow is the new fast' },
    {
      type: 'p',
      text: 'Alligators do not hurry, and neither should you. The ideal approach is a slow, deliberate walk, side by side, with your companion half a step behind so the crowd sees you first and the scales second. Let the murmur build. Resist the urge to wave. A single nod to the host is plenty. The tail will do the rest.',
    },
    { type: 'h2', text: 'Mastering the red carpet' },
    {
      type: 'p',
      text: 'Photographers love an alligator, but angles matter. Have your companion pause at a three-quarter turn, so the camera catches both the smile and the tailoring. Keep the tail swept neatly to one side, since a tail pointed at the press line can be misread. Hold the pose for a slow count of five, then move on before anyone asks for a close-up of the teeth.',
    },
    { type: 'h2', text: 'Choosing your entrance style' },
    {
      type: 'p',
      text: 'The fictional gators of the swamp have refined four classic entrances over the years. Each suits a different occasion, and each has been practiced for hours in front of a very patient heron who has seen every one of them fail at least once. Choose carefully, and rehearse in the hallway first.',
    },
    {
      type: 'ul',
      items: [
        'The Glide: a smooth, unhurried walk across a polished floor, ideal for galas',
        'The Silent Reveal: your companion simply appears beside you mid-conversation, perfect for cocktail parties',
        'The Grand Staircase: one step at a time, with the tail following like the train of a gown',
        "The Splash: reserved for lakeside weddings, and only with the couple's written blessing",
      ],
    },
    { type: 'h2', text: 'The announcement' },
    {
      type: 'p',
      text: 'If the event has someone announcing guests at the door, give them your names in advance and spell everything clearly. Most alligators prefer a full title, such as Sir Reginald of the Lower Bayou. Hearing it read aloud to a hushed ballroom is, in swamp folklore, one of the great joys of the profession.',
    },
    { type: 'h2', text: 'A graceful exit' },
    {
      type: 'p',
      text: 'An entrance this strong deserves an exit to match. Leave while the party is still lively, thank the hosts together and let your companion offer a slow, courtly bow. Then walk out side by side, unhurried, as if you have another appointment at a more exclusive riverbank. The room will be talking about you before the door swings shut.',
    },
    { type: 'h2', text: 'A note on reality' },
    {
      type: 'p',
      text: 'This is satire, and the alligators are imaginary. The underlying advice holds up surprisingly well, though: arrive with confidence, move without rushing, be gracious to your hosts and leave people wanting a little more. A bow tie helps, too, whatever species you happen to be.',
    },
  ],
} satisfies Article
