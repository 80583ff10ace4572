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
    { name: 'North Dakota State Capitol', address: '600 E Boulevard Ave, Bismarck' },
    { name: 'Keelboat Park', address: 'River Rd, Bismarck' },
    { name: 'Broadway Square', address: '201 Broadway N, Fargo' },
    { name: 'Lindenwood Park', address: '17th Ave S, Fargo' },
    { name: 'Town Square', address: '3rd St and DeMers Ave, Grand Forks' },
    { name: 'Scandinavian Heritage Park', address: '1020 S Broadway, Minot' },
    { name: 'Fort Abraham Lincoln State Park', address: '4480 Fort Lincoln Rd, Mandan' },
    { name: 'Theodore Roosevelt National Park', address: 'South Unit, Medora' },
  ],
} satisfies StatePromo
