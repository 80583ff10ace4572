/** Escort Alligator 101, part 4: tall tales from the imaginary roster of escort alligators. */
import type { Article } from '../../types'

export default {
  slug: 'memorable-adventures',
  title: 'Memorable Adventures: Tall Tales from the Gator Roster',
  excerpt:
    'An opera nap, a museum mix-up and a bowling triumph: swamp legends about fictional alligators who turned ordinary nights into stories.',
  description:
    'Tall tales from an imaginary roster of escort alligators: a night at the opera, a museum mix-up, a soggy garden wedding and a bowling triumph.',
  keywords: [
    'escort alligator',
    'alligator stories',
    'tall tales',
    'swamp legends',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Every profession has its legends, and the fictional world of escort alligators has more than most. The stories below are tall tales, passed around the swamp on slow afternoons and improved with every telling. None of them happened. All of them should have.',
    },
    { type: 'h2', text: 'The night at the opera' },
    {
      type: 'p',
      text: 'The most famous story concerns Reginald, a stately alligator who accompanied his date to the opening night of a very long opera. He sat perfectly still through all four acts, which the ushers took as deep appreciation. In fact he had slipped into the calm that alligators reserve for sunny riverbanks. He woke for the final aria, rumbled along in a surprisingly good baritone and earned a standing ovation of his own.',
    },
    { type: 'h2', text: 'The museum mix-up' },
    {
      type: 'p',
      text: 'At a charity gala in a natural history museum, an alligator named Dolores stepped away to admire the dinosaur hall. She stood so still and looked so distinguished that a group of guests spent twenty minutes reading the placard beside her and debating which era she came from. Dolores, flattered, did not correct them.',
    },
    { type: 'h2', text: 'The garden wedding' },
    {
      type: 'p',
      text: 'Then there was the summer wedding where the lawn sprinklers came on during the vows. Guests shrieked and scattered. Only one attendee stayed calm: Bartholomew the alligator, who found the sudden shower delightful and remained in his seat, beaming, while water dripped off his lapels. The photos, by every fictional account, were the best of the day.',
    },
    { type: 'h2', text: 'The rooftop dinner' },
    {
      type: 'p',
      text: 'A rooftop restaurant is an odd choice for a creature who prefers sea level, but Cornelius rose to the occasion. He took the elevator with dignity, admired the skyline and only briefly tried to lie down in the decorative reflecting pool. He spent the rest of the evening explaining to the table that buildings are just very tall riverbanks.',
    },
    { type: 'h2', text: 'The office bowling night' },
    {
      type: 'p',
      text: "Company bowling nights are a staple of office life, and an alligator guest brings fresh energy. Beatrice, a veteran of the roster, discovered she could bowl with her tail with remarkable accuracy. Three strikes in a row had her date's colleagues chanting her name. She declined the trophy, politely explaining that she had nowhere to put it in a swamp.",
    },
    { type: 'h2', text: 'The lessons hidden in the legends' },
    {
      type: 'p',
      text: 'Swamp storytellers like to end each tale with a small moral, delivered slowly and with great ceremony while everyone on the riverbank pretends not to have heard it before. The favorites, collected over many lazy afternoons, go something like this:',
    },
    {
      type: 'ul',
      items: [
        'Stillness is often mistaken for wisdom, so use it wisely',
        'Never stand near a museum exhibit unless you enjoy being studied',
        'A little rain never ruined a good suit, only a bad one',
        'Tall buildings are fine, as long as you remember where the elevator is',
      ],
    },
    { type: 'h2', text: 'Why the legends matter' },
    {
      type: 'p',
      text: 'These stories get told because they capture what the imaginary profession is about: turning an ordinary night into the one people talk about for years. Nobody got hurt, nobody got eaten and everyone went home with something to tell their friends. In the swamp, that is considered a job well done.',
    },
  ],
} satisfies Article
