import type { StatePromo } from '../types'

/** California: a string of distinct regions and microclimates, each with its own way of spending an evening. */
export default {
  heading: '{brand} Across California',
  tagline:
    'One state, several climates and a dozen moods, from foggy San Francisco bars to desert martinis in Palm Springs.',
  paragraphs: [
    'California is less a single place than a chain of very different ones sharing a coastline. Los Angeles spreads its evenings across neighborhoods instead of one downtown: Hollywood, the Sunset Strip, Silver Lake, Santa Monica and the Arts District each keep their own crowd and dress code. San Francisco squeezes more into its famous seven-by-seven miles, from North Beach and the Mission to the cocktail dens around Union Square. San Diego is breezier, with the Gaslamp Quarter and Little Italy doing most of the work.',
    'Head inland and the mood shifts again. Sacramento has quietly turned into a serious food town, with Midtown and Old Sacramento by the river. Napa and Sonoma stretch an afternoon of tasting rooms into a slow dinner, as long as someone else is driving. Palm Springs does midcentury glamour, poolside by day and cocktails after dark, and is at its best from November through April. Along the Central Coast, Santa Barbara, Monterey and Carmel are made for long weekends and early reservations.',
    'Plan for microclimates. San Francisco summers are famously cool and foggy, so pack a jacket in July, while the Central Valley and the desert can bake well past sunset. Traffic is the other constant: in Los Angeles, pick a neighborhood for the night and stay there rather than crossing town at rush hour. Rideshare is easy in the big cities, and BART and Muni cover much of the Bay Area. Dress runs from beach-casual to carefully casual, and few places outside hotel dining rooms expect a jacket.',
    'A word on the city pages above: the ads there are illustrative, written by our editors, and are not profiles of real people. Choosing Join, Reply or Pics opens a free signup with a partner dating site, and any conversation between adults happens over there, not here. Treat the listings as a feel for the format, and treat the places below as the genuine article: California classics that have been pouring drinks and setting tables for decades.',
  ],
  venues: [
    { name: 'Griffith Observatory', address: '2800 E Observatory Rd, Los Angeles' },
    { name: 'Palisades Park', address: 'Ocean Ave, Santa Monica' },
    { name: 'Balboa Park', address: '1549 El Prado, San Diego' },
    { name: 'Old Town San Diego State Historic Park', address: '4002 Wallace St, San Diego' },
    { name: 'Golden Gate Park', address: '501 Stanyan St, San Francisco' },
    { name: 'Crissy Field', address: '1199 East Beach, San Francisco' },
    { name: 'Capitol Park', address: '1315 10th St, Sacramento' },
    { name: 'Lake Merritt', address: '568 Bellevue Ave, Oakland' },
  ],
} satisfies StatePromo
