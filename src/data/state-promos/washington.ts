import type { StatePromo } from '../types'

/** Washington: a state split by the Cascades, wet west and sunny east, with ferries in between. */
export default {
  heading: '{brand} Across Washington, from the Sound to the Palouse',
  tagline: 'Ferries, mountains, vineyards and a state split neatly in two by the Cascades.',
  paragraphs: [
    'Washington is really two states stacked side by side. West of the Cascades, Seattle, Tacoma, Everett, Olympia and Bellingham line the waters of Puget Sound under famously soft, gray skies. East of the mountains the weather dries out and the land opens up: Spokane, the Tri-Cities, Yakima and Walla Walla sit among wheat fields, orchards and vineyards that see far more sunshine than the coast. Pack accordingly, with a rain shell for one side of the mountains and sunglasses for the other.',
    'In Seattle, evenings spread across a string of neighborhoods rather than one downtown strip. Capitol Hill is the late-night center, with cocktail bars and restaurants packed along Pike, Pine and Broadway. Ballard, on the north side, mixes Scandinavian roots with breweries and a busy Ballard Avenue. Pike Place Market is hectic by day and surprisingly romantic at dusk, when the crowds thin and the alleys light up. Fremont, Georgetown and Columbia City each add a slightly offbeat character for anyone who has already done the obvious.',
    "Tacoma has rebuilt its downtown around museums and a theater district, and its waterfront along Ruston Way is made for an evening walk. Spokane's Riverfront Park, built for the 1974 World's Fair, frames the falls of the Spokane River a few blocks from the historic hotels and restaurants downtown. Walla Walla has become a serious wine destination, with tasting rooms lining its small main street. For a getaway, a ferry to Bainbridge Island or a drive north to the San Juans lets the crossing itself do half the work.",
    "Seattle's drizzle rarely stops anyone, and locals skip the umbrella in favor of a good hooded jacket. Summers, roughly July through September, are dry and glorious, with daylight lingering past nine o'clock around the solstice. Dress is famously casual: a clean fleece passes in most restaurants, and a blazer puts you among the best-dressed in the room. Light rail and buses serve Seattle well, and rideshares fill the gaps. Check ferry schedules before promising anyone a sunset crossing, because they change with the seasons.",
  ],
  venues: [
    { name: 'Seattle Center', address: '305 Harrison St, Seattle' },
    { name: 'Olympic Sculpture Park', address: '2901 Western Ave, Seattle' },
    { name: 'Gas Works Park', address: '2101 N Northlake Way, Seattle' },
    { name: 'Discovery Park', address: '3801 Discovery Park Blvd, Seattle' },
    { name: 'Kerry Park', address: '211 W Highland Dr, Seattle' },
    { name: 'Riverfront Park', address: '507 N Howard St, Spokane' },
    { name: 'Washington State Capitol', address: '416 Sid Snyder Ave SW, Olympia' },
    { name: 'Point Defiance Park', address: '5400 N Pearl St, Tacoma' },
  ],
} satisfies StatePromo
