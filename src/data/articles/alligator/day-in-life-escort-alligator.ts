/** Escort Alligator 101, part 7: an imagined day, hour by hour, in the life of a fictional escort alligator. */
import type { Article } from '../../types'

export default {
  slug: 'day-in-life-escort-alligator',
  title: 'A Day in the Life of a (Fictional) Escort Alligator',
  excerpt:
    'Morning float, sacred sunbathing, a swamp commute by canal and water taxi, then a gala: one imaginary gator, hour by hour.',
  description:
    'Follow an imaginary escort alligator through her day: the morning float, two sunbathing sessions, the swamp commute, the fitting and the charity gala.',
  keywords: [
    'escort alligator',
    'day in the life',
    'swamp commute',
    'sunbathing schedule',
    'comic fiction',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'What does an escort alligator do all day? Since escort alligators exist only in our imagination, the honest answer is nothing at all. But if they did exist, we suspect their days would look something like this. Meet Evangeline, a fictional veteran of the swamp social circuit, as she prepares for an evening at a charity gala.',
    },
    { type: 'h2', text: '6:30 a.m.: The swamp wakes up' },
    {
      type: 'p',
      text: 'Evangeline rises slowly, which is the only way an alligator rises. She floats near the surface of her favorite pond, eyes just above the waterline, and reviews the day ahead. There is a gala tonight, a fitting this afternoon and, most importantly, a long block of sunbathing in between. She drifts for an hour while a family of frogs delivers the morning news.',
    },
    { type: 'h2', text: '9:00 a.m.: Sunbathing, session one' },
    {
      type: 'p',
      text: 'The morning sun session is sacred. Evangeline hauls herself onto her private sandbar, opens her jaws to the warm air and lies completely motionless. To an onlooker she appears to be doing nothing. In fact she is charging up for the evening, the way a phone charges on a nightstand. Interrupting her now would be like unplugging it at two percent.',
    },
    { type: 'h2', text: '12:00 p.m.: Lunch and homework' },
    {
      type: 'p',
      text: "Lunch is a simple plate of fish, eaten well away from any future dinner guests. Afterward, Evangeline reviews her notes on the evening's hosts: their names, their charity and their favorite topics of conversation. She intends to greet every board member personally and remember the name of at least one of their dogs.",
    },
    { type: 'h2', text: '1:00 p.m.: Sunbathing, session two' },
    {
      type: 'p',
      text: 'A second, shorter session tops up the warmth for the commute. A passing cloud causes a moment of genuine concern, but it moves along, and Evangeline lets out a long, satisfied sigh that startles a nearby heron.',
    },
    { type: 'h2', text: '2:00 p.m.: The swamp commute' },
    {
      type: 'p',
      text: 'Getting from the swamp to the city is its own adventure. Evangeline swims the first stretch along the canal, switches to a water taxi whose captain she knows well and finishes the journey in a specially widened town car with a sunroof. The sunroof is not a luxury. It is essential for staying warm in afternoon traffic.',
    },
    { type: 'h2', text: '3:30 p.m.: Fitting and grooming' },
    {
      type: 'p',
      text: "At the tailor's, her gown is adjusted for tail clearance and her scales are buffed to a soft shine. Her teeth receive a final polish. She practices her smile in the mirror, dialing it down from impressive to welcoming, which takes several tries.",
    },
    { type: 'h2', text: '7:00 p.m.: The gala' },
    {
      type: 'p',
      text: "Evangeline arrives on time, warm and radiant. She dances three waltzes with her date, listens patiently to a very long speech about the charity's new roof and poses for a great many photographs. She does not touch the shrimp tower, though it calls to her. By ten o'clock the whole room knows her name.",
    },
    { type: 'h2', text: '11:30 p.m.: Home to the water' },
    {
      type: 'p',
      text: 'The commute runs in reverse: the town car, the water taxi and finally a long, quiet swim home under the moon. She slides into her pond, hangs her gown on a cypress branch and sinks below the surface. Tomorrow there is a wedding, and the forecast says sunny.',
    },
  ],
} satisfies Article
