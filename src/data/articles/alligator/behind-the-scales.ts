/** Escort Alligator 101, part 3: a satirical tour of the imaginary swamp agency behind the tuxedoed gators. */
import type { Article } from '../../types'

export default {
  slug: 'behind-the-scales',
  title: 'Behind the Scales: Inside the Fictional Gator Agency',
  excerpt:
    'Tailors with tail vents, a finishing school for reptiles and a heron with a clipboard: a comic tour backstage at an agency that does not exist.',
  description:
    'Go behind the scales at an imaginary alligator agency: the tailors, the etiquette school, the dental polish and the sunbathing schedule. Pure satire.',
  keywords: [
    'escort alligator',
    'alligator agency',
    'alligator tuxedo',
    'etiquette satire',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Every polished evening has a backstage. In the imaginary world of escort alligators, that backstage is a sprawling swamp office known as the Bayou Companion Society, a fictional agency housed in a half-sunk riverboat and run, according to legend, by a heron with a clipboard. Here is a satirical look at what goes on behind the scales.',
    },
    { type: 'h2', text: 'The wardrobe department' },
    {
      type: 'p',
      text: "Tailoring for alligators is a specialist craft. A standard tuxedo simply does not accommodate a tail that long. The Society's tailors, a team of patient beavers, build every jacket with a reinforced tail vent, a waterproof lining and extra room across the shoulders. Bow ties are clip-on, because nobody has ever successfully taught an alligator to tie one.",
    },
    {
      type: 'p',
      text: 'Shoes remain an unsolved problem. Several styles have been tried over the years, including loafers, spats and a brief experiment with roller skates. The current policy is bare claws, freshly buffed, which the fashion pages of the swamp newsletter have called bold.',
    },
    { type: 'h2', text: 'Finishing school' },
    {
      type: 'p',
      text: 'Before joining the roster, every alligator completes a rigorous course in etiquette. Lessons include which fork to use, how to hold a champagne flute without crushing it and the correct way to decline a fourth canape. A whole term is devoted to not snapping at waiters, which many graduates describe as the hardest module.',
    },
    {
      type: 'ul',
      items: [
        'Ballroom Dancing for Tails, with extra attention to turning corners',
        'Small Talk, Levels One to Three, covering weather, traffic and local sports',
        'Table Manners, including the lost art of chewing instead of swallowing',
        'Advanced Stillness, a subject most students pass on the first day',
      ],
    },
    { type: 'h2', text: 'Grooming and dental care' },
    {
      type: 'p',
      text: "An escort alligator's smile is a serious responsibility. Every gator gets a weekly scale polish and a thorough dental brushing with a brush the size of a broom. The hygienist, a brave and cheerful otter, counts the teeth afterward to make sure they are all still attached. Breath mints are issued by the bucket.",
    },
    { type: 'h2', text: 'The scheduling board' },
    {
      type: 'p',
      text: "Coordinating a roster of cold-blooded professionals is harder than it sounds. The heron keeps a giant chalkboard listing each alligator's evening engagements alongside their sunbathing windows, since nobody shines at a gala after a cloudy afternoon. Rainy weeks cause chaos in the office. Heatwaves cause everyone to volunteer for extra dinners at once.",
    },
    {
      type: 'p',
      text: 'Commuting is planned on the same board. Routes are marked in blue for canals, green for water taxis and red for the one town car wide enough to fit a tail. If the red line is already taken, somebody swims.',
    },
    { type: 'h2', text: 'The house rules' },
    {
      type: 'p',
      text: 'Every member of the Society signs the same short code of conduct: be charming, be punctual, be a companion for the evening and nothing more, and never eat the centerpiece, however appetizing the floral arrangement looks. It is, in its own fictional way, a very respectable operation.',
    },
  ],
} satisfies Article
