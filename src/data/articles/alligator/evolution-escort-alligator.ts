/** Escort Alligator 101, part 10: a mock history of how imaginary alligators moved from the swamp to the ballroom. */
import type { Article } from '../../types'

export default {
  slug: 'evolution-escort-alligator',
  title: 'The Evolution of the Escort Alligator: A Mock History',
  excerpt:
    'From prehistoric riverbanks to riverboat balls and the first tail-vented tuxedo: a made-up history of the swamp social scene.',
  description:
    'A mock history of the escort alligator, from prehistoric riverbanks to riverboat balls and the first tuxedo with a tail vent. Entirely made up, for fun.',
  keywords: [
    'escort alligator',
    'mock history',
    'alligator evolution',
    'swamp humor',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Alligators were around long before anyone owned a tuxedo. Their distant relatives shared riverbanks with dinosaurs, outlasted upheaval after upheaval and emerged wearing much the same calm expression they wear today. This is a completely made-up history of how, in our imaginary world, these ancient creatures found their way into the ballroom.',
    },
    { type: 'h2', text: 'The prehistoric period: first impressions' },
    {
      type: 'p',
      text: 'Our mock history begins in the age of the dinosaurs, when the ancestors of the alligator first noticed that other animals stopped and stared whenever they arrived. The dinosaurs were louder and larger, but the alligators had presence. Swamp historians, who are entirely fictional, mark this as the birth of the grand entrance.',
    },
    { type: 'h2', text: 'The riverboat era: the first plus-ones' },
    {
      type: 'p',
      text: "Much later, according to legend, a paddle steamer found itself short of a dance partner for the captain's ball. A dignified alligator resting on the riverbank was invited aboard as a joke. He waltzed so beautifully that he was invited back the following week, and the week after that. Word spread along the river, and the swamp social scene was born.",
    },
    { type: 'h2', text: 'The jazz age: the bow tie arrives' },
    {
      type: 'p',
      text: 'The next great leap came with formal wear. An enterprising tailor, tired of alligators turning up to dances in nothing but their natural armor, designed the first tuxedo with a tail vent. The clip-on bow tie followed shortly after, and a whole new look was established. Alligators took to evening wear at once and have rarely been seen in anything else since.',
    },
    { type: 'h2', text: 'The modern era: professional standards' },
    {
      type: 'p',
      text: "Today's fictional escort alligators are polished professionals. They attend finishing school, keep strict sunbathing schedules and commute by canal, water taxi and sunroofed town car. They keep careful notes on every host's name. Their calendar covers galas, weddings, award dinners and the occasional retirement party, always as companions for the evening and nothing more.",
    },
    { type: 'h2', text: 'What has never changed' },
    {
      type: 'p',
      text: 'For all the tailoring, the training and the improved commute, the essentials have stayed remarkably steady across this entire mock history. Ask any fictional gator what makes the job work and, after a very long pause, you will get some version of this list:',
    },
    {
      type: 'ul',
      items: [
        'A love of warm sunshine and a strong dislike of air conditioning',
        'A talent for perfect stillness during long speeches',
        'A smile that makes a room go quiet',
        'A firm policy of never, ever eating the centerpiece',
      ],
    },
    { type: 'h2', text: 'What comes next' },
    {
      type: 'p',
      text: 'Where does the profession go from here? Swamp futurists predict heated dance floors, waterproof ballrooms and perhaps, one day, a bow tie an alligator can tie without help. Whatever happens, the alligators will meet it the way they meet everything: slowly, calmly and looking wonderful.',
    },
    {
      type: 'p',
      text: 'And that brings our tour of Escort Alligator 101 to a close. Thank you for reading an entirely fictional, entirely affectionate look at a profession that does not exist. If you ever see an alligator in the wild, admire it from a safe distance. If you ever see one in a tuxedo, you may want to sit down.',
    },
  ],
} satisfies Article
