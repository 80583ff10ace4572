import type { StatePromo } from '../types'

/** New Jersey: Shore towns, casino steakhouses, BYOB dining and train-line logistics. */
export default {
  heading: "{brand}'s New Jersey, from the Shore to the Skyline",
  tagline:
    'Boardwalks, diners, rock clubs and a view of Manhattan that locals pretend not to notice.',
  paragraphs: [
    'Ask someone from New Jersey which exit they grew up near and you will learn more than a map can tell you. The state is dense, fast and proudly misunderstood. Within an hour you can go from a Hoboken bar staring across the Hudson at Midtown to a Pine Barrens back road where the radio loses signal. North Jersey lives on the train lines into New York and a serious diner culture; South Jersey leans toward Philadelphia, soft pretzels and summers down the Shore.',
    'For a night with some glamour, Atlantic City is the obvious call: casino towers, boardwalk lights and dining rooms that were serving long before the first casino opened. Asbury Park is the creative counterweight, with the Stone Pony, the grand old Convention Hall and a restaurant row along Cookman Avenue. Cape May, at the very bottom of the state, trades neon for gingerbread Victorians and gas-lit porches. Inland, Princeton, Red Bank, Montclair and downtown Newark around NJPAC offer dinner-and-a-show evenings without going near a beach.',
    'Getting around takes a little strategy. NJ Transit trains link New York, Newark, Hoboken and the Shore towns, which beats hunting for parking in Asbury Park in July. Friday traffic on the Garden State Parkway in August is a rite of passage nobody enjoys. At the gas station, an attendant fills the tank and you stay in the car. Shore evenings cool off quickly, so bring a layer even in summer, and check whether a restaurant is BYOB. Many of the best ones are, and arriving with a good bottle makes a fine first impression.',
  ],
  venues: [
    { name: 'Liberty State Park', address: '200 Morris Pesin Dr, Jersey City' },
    { name: 'Pier A Park', address: 'Frank Sinatra Dr and 1st St, Hoboken' },
    { name: 'Military Park', address: '51 Park Pl, Newark' },
    { name: 'Branch Brook Park', address: 'Lake St, Newark' },
    { name: 'Atlantic City Boardwalk', address: 'The Boardwalk, Atlantic City' },
    { name: 'Asbury Park Boardwalk', address: 'Ocean Ave, Asbury Park' },
    { name: 'Cape May Lighthouse', address: '215 Lighthouse Ave, Cape May Point' },
    { name: 'New Jersey State House', address: '125 W State St, Trenton' },
  ],
} satisfies StatePromo
