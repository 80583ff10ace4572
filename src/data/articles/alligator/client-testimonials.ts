/** Escort Alligator 101, part 9: why the imaginary gator agency has no testimonials, and what readers can check themselves. */
import type { Article } from '../../types'

export default {
  slug: 'client-testimonials',
  title: 'Client Testimonials: Why the Swamp Has None to Share',
  excerpt:
    'The imaginary gator agency has no testimonials, and we will not invent any. Here is why, plus what you can check for yourself instead.',
  description:
    'Why the fictional alligator agency has no testimonials: stunned clients, no swamp mail, shy gators. Plus the things you can check with your own eyes.',
  keywords: ['testimonials', 'escort alligator', 'satire', 'check for yourself', 'comic fiction'],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Most agencies proudly display a wall of glowing reviews. The Bayou Companion Society, the fictional home of the imaginary escort alligators in this comic section, displays a wall of damp moss. Visitors often ask where the testimonials are. The honest answer is that there are none, and we are not going to invent any. Here, in the spirit of satire, is why.',
    },
    { type: 'h2', text: 'Reason one: the clients are speechless' },
    {
      type: 'p',
      text: "According to swamp legend, anyone who has spent an evening beside a tuxedoed alligator is left too stunned to write a coherent review. They open a laptop, type the word 'well', stare at it for a long time and close the laptop again. The alligators have decided to take this as a compliment.",
    },
    { type: 'h2', text: 'Reason two: the swamp has no postal service' },
    {
      type: 'p',
      text: "Even if someone did manage to write a thank-you card, delivering it would be tricky. The Society's headquarters is a half-sunk riverboat with no street address. Letters are occasionally entrusted to a passing pelican, who is friendly but has no sense of direction. Most mail ends up somewhere else entirely, presumably read by a bewildered fisherman.",
    },
    { type: 'h2', text: 'Reason three: alligators find praise embarrassing' },
    {
      type: 'p',
      text: 'For all their dramatic entrances, escort alligators are shy about compliments. Read one a glowing note and it will slowly submerge until only its eyes are showing. The heron who runs the office once pinned a thank-you card to the notice board. By morning it had been quietly eaten. Nobody has tried since.',
    },
    { type: 'h2', text: 'Reason four: star ratings make no sense to them' },
    {
      type: 'p',
      text: 'A five-star scale means little to a creature already covered in scales of its own. Alligators judge an evening by simpler measures. Was it warm? Was there dancing? Did anyone get too close to the shrimp tower? Stars do not come into it, and asking an alligator to score anything usually ends with a long, blank stare.',
    },
    { type: 'h2', text: 'What you can check for yourself' },
    {
      type: 'p',
      text: 'Now the useful part. Testimonials, even genuine ones, are only as reliable as whoever picked them, and quotes are easy to write and hard to confirm. That is exactly why we will not make any up. A better habit, for alligators and for everything else, is to look for things you can confirm with your own eyes.',
    },
    {
      type: 'ul',
      items: [
        'Read a field guide or a wildlife park information page: alligators are cold-blooded and bask in the sun to warm up, just as this section says',
        'Visit a zoo or wildlife center and see for yourself how long an alligator can hold perfectly still',
        'For any service you are considering, read its terms and policies rather than its praise',
        'Ask a friend you trust who has tried something, and listen closely to the parts they are less excited about',
        'Be wary of anonymous rave reviews when there is no way to tell who wrote them',
      ],
    },
    { type: 'h2', text: 'The last word' },
    {
      type: 'p',
      text: "As for the tuxedoed gators, you will have to take our word that they are magnificent. Or better yet, take nobody's word for anything you cannot check. These alligators are made up, after all, and a made-up alligator has no need for references.",
    },
  ],
} satisfies Article
