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
    { name: 'The Benson Hotel', address: '309 SW Broadway, Portland' },
    { name: "Huber's Cafe", address: '411 SW 3rd Ave, Portland' },
    { name: 'Crystal Ballroom', address: '1332 W Burnside St, Portland' },
    { name: "Powell's City of Books", address: '1005 W Burnside St, Portland' },
    { name: 'McMenamins Edgefield', address: '2126 SW Halsey St, Troutdale' },
    { name: 'Timberline Lodge', address: '27500 E Timberline Rd, Government Camp' },
    { name: 'Oregon Shakespeare Festival', address: '15 S Pioneer St, Ashland' },
    { name: 'Deschutes Brewery Bend Public House', address: '1044 NW Bond St, Bend' },
  ],
} satisfies StatePromo
