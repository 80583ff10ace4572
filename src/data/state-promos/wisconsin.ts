import type { StatePromo } from '../types'

/** Wisconsin: supper clubs, fish fries and lakefronts, from Milwaukee and Madison to Door County. */
export default {
  heading: '{brand} Does Wisconsin: Supper Clubs to Lakefronts',
  tagline: 'Brandy old fashioneds, Friday fish fries and two Great Lakes worth of shoreline.',
  paragraphs: [
    'Wisconsin has a way of turning dinner into an institution. The supper club, with its relish tray, low lighting and brandy old fashioned, survives here better than anywhere else in the country, and the Friday fish fry is close to a sacrament. The cities give it range: Milwaukee on Lake Michigan, Madison between two lakes, Green Bay with its football devotion, and smaller hubs such as La Crosse, Eau Claire, Appleton and Wausau spread across the farmland and the northwoods.',
    "Milwaukee's evenings gather along a few stretches. The Historic Third Ward, a former warehouse district just south of downtown, is full of restaurants, galleries and the Milwaukee Public Market. Brady Street on the East Side means bars and late-night bites, and the RiverWalk ties much of it together with paths along the Milwaukee River. In summer the lakefront takes over, with Summerfest and a run of heritage festivals filling the grounds by the water. Brewery tours, naturally, count as a perfectly respectable date here.",
    'Madison sits on an isthmus between Lake Mendota and Lake Monona, with the Capitol at its center and State Street running from the Capitol Square to the University of Wisconsin campus. The Memorial Union Terrace, with its sunburst chairs on the Mendota shore, is the great summer gathering place. Farther afield, Door County offers a peninsula of small harbors, cherry orchards and fish boils, while Lake Geneva and the Wisconsin Dells serve as weekend escapes for the Chicago and Twin Cities crowds.',
    "Winter is serious business from December through March, with snow, lake wind and nights below zero. Locals don't cancel plans; they put on a parka and find a tavern with a fireplace. Summer is the reward, with warm days, cool lakeside evenings and patio culture in full swing. Dress is unfussy, and a Packers jersey counts as formal wear on game day. Bars can stay open until 2 a.m. on weeknights and 2:30 on weekends, so pace yourself and sort out the ride home before the night gets going.",
  ],
  venues: [
    { name: 'Wisconsin State Capitol', address: '2 E Main St, Madison' },
    { name: 'James Madison Park', address: '614 E Gorham St, Madison' },
    { name: 'Olbrich Botanical Gardens', address: '3330 Atwood Ave, Madison' },
    { name: 'Milwaukee RiverWalk', address: 'N Water St, Milwaukee' },
    { name: 'Lake Park', address: '3233 E Kenwood Blvd, Milwaukee' },
    { name: 'Veterans Park', address: '1010 N Lincoln Memorial Dr, Milwaukee' },
    { name: 'Bradford Beach', address: '2400 N Lincoln Memorial Dr, Milwaukee' },
    { name: 'Peninsula State Park', address: '9462 Shore Rd, Fish Creek' },
  ],
} satisfies StatePromo
