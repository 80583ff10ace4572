import type { StatePromo } from '../types'

/** New Mexico: high-desert sunsets, adobe hotels, chile and altitude. */
export default {
  heading: 'Desert Twilight: {brand} in New Mexico',
  tagline: 'Adobe walls, red or green chile, and some of the longest sunsets in the Southwest.',
  paragraphs: [
    'Here the sky sets the schedule. Evenings begin when the Sandia Mountains east of Albuquerque flush the watermelon pink that gave them their name, and they end under a spread of stars city dwellers forget exists. Altitude shapes everything in New Mexico. Santa Fe sits around seven thousand feet, so the first margarita lands harder than expected, and nights turn cool even in July. Pace yourself, and order the water before the cocktail.',
    'Albuquerque is the biggest city and the least pretentious. Nob Hill, along the old Route 66 that is now Central Avenue, has neon motel signs, bars and late-night green chile; Old Town and downtown hold historic hotels and a restored Pueblo Deco theater. Santa Fe, an hour north, is built for slow, romantic evenings: the Plaza, the galleries of Canyon Road, and summer opera in an open-sided theater in the hills. Taos mixes ski-town energy with adobe bars, and down south, Las Cruces and the old plaza of Mesilla pair the Organ Mountains with candlelit dinners.',
    'Learn the state question before you sit down: red or green? Say Christmas and you get both. Monsoon season, roughly July and August, brings afternoon thunderstorms that usually clear by dinner and leave the air smelling of wet creosote. Winters are sunny but cold after dark, especially in Santa Fe and Taos. Distances are long and rideshares scarce outside Albuquerque and Santa Fe, so settle the driving plan early. Dress is casual with some polish; jeans and good boots fit in almost everywhere, the nicer dining rooms included.',
  ],
  venues: [
    { name: 'Santa Fe Plaza', address: '63 Lincoln Ave, Santa Fe' },
    { name: 'Palace of the Governors', address: '105 W Palace Ave, Santa Fe' },
    { name: 'New Mexico State Capitol', address: '490 Old Santa Fe Trail, Santa Fe' },
    { name: 'Old Town Plaza', address: 'San Felipe St NW, Albuquerque' },
    { name: 'Petroglyph National Monument', address: '6510 Western Trail NW, Albuquerque' },
    { name: 'Elena Gallegos Open Space', address: '7100 Tramway Blvd NE, Albuquerque' },
    { name: 'Taos Plaza', address: 'Taos Plaza, Taos' },
    { name: 'Mesilla Plaza', address: 'Mesilla Plaza, Mesilla' },
  ],
} satisfies StatePromo
