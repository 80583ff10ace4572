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
    { name: 'La Fonda on the Plaza', address: '100 E San Francisco St, Santa Fe' },
    { name: 'Coyote Cafe & Rooftop Cantina', address: '132 W Water St, Santa Fe' },
    { name: 'The Santa Fe Opera', address: '301 Opera Dr, Santa Fe' },
    { name: 'Hotel Andaluz', address: '125 2nd St NW, Albuquerque' },
    { name: 'KiMo Theatre', address: '423 Central Ave NW, Albuquerque' },
    { name: 'El Pinto Restaurant', address: '10500 4th St NW, Albuquerque' },
    { name: 'Historic Taos Inn', address: '125 Paseo del Pueblo Norte, Taos' },
    { name: 'Double Eagle Restaurant', address: '2355 Calle de Guadalupe, Mesilla' },
  ],
} satisfies StatePromo
