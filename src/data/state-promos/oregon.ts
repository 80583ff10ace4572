import type { StatePromo } from '../types'

/** Oregon: wet side and dry side of the Cascades, Portland neighborhoods, lodges and festivals. */
export default {
  heading: 'Oregon, Rain or Shine: A {brand} Evening Guide',
  tagline: 'Bookstores, brewpubs and mountain lodges for people who own a good hooded jacket.',
  paragraphs: [
    'Draw a line down the Cascades and you have the two Oregons. West of the mountains is the green, damp, coffee-fueled half: Portland, the Willamette Valley wine country, Salem and Eugene, and a rugged coast of sea stacks and fishing towns. East of them lies high desert, rimrock and ranchland, with Bend as its outdoorsy capital. Both halves take food and drink seriously and neither takes itself too seriously, which makes the state an easy place for an unhurried evening.',
    'Portland handles a date with quiet confidence. Downtown keeps the old hotel bars and theaters along Broadway; the Pearl District has galleries and polished dining rooms; and the east side, across the Willamette, carries the neighborhood bars, food carts and late dessert spots along Division, Alberta and Hawthorne. An hour or so out, the Columbia River Gorge and Mount Hood offer waterfall walks and a famous mountain lodge. Down south, the Oregon Shakespeare Festival turns little Ashland into a stage for most of the year.',
    'Locals rarely carry umbrellas. The rain is usually a steady drizzle, not a downpour, and a hooded jacket is the unofficial uniform from October to June. Summers are dry, sunny and glorious, which is when rooftop bars and winery patios earn their keep. The dress code is relaxed to the point of being a running joke, so clean boots and a nice sweater go nearly anywhere. MAX light rail and the streetcar cover central Portland well. Oregon has no sales tax, and until recently you could not pump your own gas.',
  ],
  venues: [
    { name: 'Tom McCall Waterfront Park', address: '98 SW Naito Pkwy, Portland' },
    { name: 'Pioneer Courthouse Square', address: '701 SW 6th Ave, Portland' },
    { name: 'Washington Park', address: '4033 SW Canyon Rd, Portland' },
    { name: 'Forest Park', address: 'NW 29th Ave and Upshur St, Portland' },
    { name: 'Oregon State Capitol', address: '900 Court St NE, Salem' },
    { name: 'Alton Baker Park', address: '100 Day Island Rd, Eugene' },
    { name: 'Haystack Rock', address: 'Gower Ave beach access, Cannon Beach' },
    { name: 'Drake Park', address: '777 NW Riverside Blvd, Bend' },
  ],
} satisfies StatePromo
