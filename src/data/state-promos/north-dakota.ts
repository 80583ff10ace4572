import type { StatePromo } from '../types'

/** North Dakota: warm indoor evenings in Fargo, Bismarck and Grand Forks, Badlands summers. */
export default {
  heading: 'North Dakota with {brand}: Big Sky, Warm Rooms',
  tagline: 'Where the prairie goes quiet at dusk and the best evenings happen indoors.',
  paragraphs: [
    "North Dakota does not try to impress strangers, which is exactly why it tends to. Fargo, on the Red River across from Moorhead, Minnesota, is the largest city and the liveliest: a walkable Broadway of restored brick buildings, a marquee movie palace, rooftop patios in summer and restaurants that would hold their own in much bigger places. Grand Forks, an hour north, lives by the college hockey calendar, and a University of North Dakota game is a full evening's event.",
    'Bismarck and Mandan face each other across the Missouri River in the middle of the state, where the capitol tower rises over a downtown of steakhouses, supper clubs and a lounge inside a grand hotel building from the 1910s. Farther west the Badlands open up around Medora, a tiny frontier town that comes alive each summer with an outdoor musical, a pitchfork steak fondue and the entrance to Theodore Roosevelt National Park. Minot, Dickinson and Williston round out the map, each shaped by farming, energy and long drives.',
    'The climate is the plot. Winters are long and bitter, with windchills that have locals plugging in engine block heaters, so plan an evening that goes from warm car to warm room with little walking between. Summer flips the script: long golden evenings with sunsets after nine, patio season, and mosquitoes along the rivers. Nobody judges a parka at the door. Rideshares work in Fargo and Bismarck; elsewhere, count on driving, and remember that the distances between towns are measured in hours rather than minutes.',
  ],
  venues: [
    { name: 'Fargo Theatre', address: '314 Broadway N, Fargo' },
    { name: 'Hotel Donaldson', address: '101 Broadway N, Fargo' },
    { name: 'Fargodome', address: '1800 N University Dr, Fargo' },
    { name: 'Peacock Alley', address: '422 E Main Ave, Bismarck' },
    {
      name: 'North Dakota Heritage Center & State Museum',
      address: '612 E Boulevard Ave, Bismarck',
    },
    { name: 'Ralph Engelstad Arena', address: '1 Ralph Engelstad Arena Dr, Grand Forks' },
    { name: 'Chester Fritz Auditorium', address: '3475 University Ave, Grand Forks' },
    { name: 'Rough Riders Hotel', address: '301 3rd Ave, Medora' },
  ],
} satisfies StatePromo
