import type { StatePromo } from '../types'

/** Utah: outdoor days, mountain-town evenings, and the local drinking rules worth knowing. */
export default {
  heading: 'Utah After the Trailhead: Evenings by {brand}',
  tagline:
    'Red rock by day, mountain air by night, and a few local rules worth learning before the first round.',
  paragraphs: [
    'Utah surprises people who expect it to go to bed early. Salt Lake City sits between the Wasatch Range and the Great Salt Lake, with a downtown that has grown livelier year by year, and Park City, up Parleys Canyon on I-80, is a true ski town with a historic Main Street. Ogden and Provo bracket the capital along the Wasatch Front. Farther south the landscape turns to red rock, with Moab, St. George and Springdale serving as bases for Arches, Zion and the other national parks.',
    "Salt Lake's best evenings happen in a few compact areas. Downtown around Main Street and the Gateway holds the theaters, the symphony at Abravanel Hall and a good share of the cocktail bars. The 9th and 9th and 15th and 15th neighborhoods on the east side have small restaurants and a neighborly feel, and Sugar House to the south adds breweries and patios. Park City's Main Street is steep and lined with restaurants in mining-era storefronts; wear sensible shoes, because in winter the sidewalks can ice over after dark.",
    'A few practical notes about drinking in Utah. Restaurants serve alcohol to diners, so expect to order food along with that glass of wine. Bars are a separate category and work much as bars do anywhere else. State liquor stores close on Sundays and holidays. The legal driving limit is 0.05, lower than in any other state, so arrange a rideshare or a designated driver every time. None of this gets in the way of a good night out; it just rewards a little planning ahead.',
    'Altitude and dry air change the evening too: you will feel a drink sooner and need more water than you expect. Desert towns cool sharply after sunset, even in summer, and mountain towns cool further, so bring a jacket. Dress is outdoorsy-casual almost everywhere, and a clean fleece is acceptable at more tables than it probably should be. As for {brand}, think of it as the front door: a free signup creates your account with a partner dating site, and that site is where things go from there.',
  ],
  venues: [
    { name: 'Utah State Capitol', address: '350 N State St, Salt Lake City' },
    { name: 'Liberty Park', address: '600 E 900 S, Salt Lake City' },
    { name: 'Memory Grove Park', address: '300 N Canyon Rd, Salt Lake City' },
    { name: 'Washington Square', address: '451 S State St, Salt Lake City' },
    { name: 'City Park', address: '1354 Park Ave, Park City' },
    { name: 'Ogden River Parkway', address: 'Washington Blvd, Ogden' },
    { name: 'Zion National Park', address: '1 Zion Park Blvd, Springdale' },
    { name: 'Arches National Park', address: 'N US Hwy 191, Moab' },
  ],
} satisfies StatePromo
