import type { StatePromo } from '../types'

/** Alaska: a night out ruled by extreme seasons, from midnight sun in Anchorage to aurora winters in Fairbanks. */
export default {
  heading: 'Alaska by {brand}: Long Days, Longer Nights',
  tagline:
    'In a state where summer sunsets flirt with midnight and winter afternoons go dark by four, a night out in Alaska is all about timing.',
  paragraphs: [
    "Alaska does not do moderation. Anchorage holds a big share of the state's residents and most of its nightlife, centered on downtown's Fourth and Fifth Avenues and the Midtown stretch along Northern Lights Boulevard. Juneau, a capital you can reach only by air or sea, fills with cruise passengers by day and retreats into its South Franklin Street bars by evening. Fairbanks, deep in the Interior, trades summer's endless light for some of the best aurora viewing anywhere on the planet.",
    'The seasons decide everything. From late May through July, Anchorage barely gets dark, so dinner at nine can feel like late afternoon and a walk on the Tony Knowles Coastal Trail after ten is perfectly normal. Winter flips the script: short gray days, deep cold in the Interior, and a social life that moves indoors to fireplaces, breweries and hotel lounges. Fur Rondy in late winter and the ceremonial start of the Iditarod in early March bring Anchorage its busiest cold-weather weekends.',
    'For a grown-up evening, dress in layers whatever the month; a sunny July night on the water turns chilly fast, and in January good boots beat fashionable shoes every time. Book ahead in summer, when tour season crowds the best tables. Outside Anchorage, distances are enormous and roads are few. A date in Girdwood means a gorgeous drive down Turnagain Arm, while Homer is a long half-day away. And watch for moose on dark roads. That advice is not a joke.',
  ],
  venues: [
    { name: 'Delaney Park Strip', address: 'W 9th Ave, Anchorage' },
    { name: 'Town Square Park', address: '544 W 5th Ave, Anchorage' },
    { name: 'Tony Knowles Coastal Trail', address: 'W 5th Ave and L St, Anchorage' },
    { name: 'Kincaid Park', address: '9401 W Raspberry Rd, Anchorage' },
    { name: 'Pioneer Park', address: '2300 Airport Way, Fairbanks' },
    { name: 'Alaska State Capitol', address: '120 4th St, Juneau' },
    { name: 'Mendenhall Glacier Recreation Area', address: '6000 Glacier Spur Rd, Juneau' },
    { name: 'Seward Waterfront Park', address: 'Ballaine Blvd, Seward' },
  ],
} satisfies StatePromo
