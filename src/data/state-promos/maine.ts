import type { StatePromo } from '../types'

/** Maine: the summer-versus-winter split on the coast, Portland as the year-round anchor, and packing layers. */
export default {
  heading: '{brand} Heads Down East: Evenings in Maine',
  tagline:
    "Maine's evenings are short on neon and long on harbor views, candlelit dining rooms and sweaters in July.",
  paragraphs: [
    'Maine runs on two clocks. From late May to mid-October the coast is wide awake: Ogunquit and the Kennebunks fill their inns, Route 1 slows to a crawl behind roof-racked cars, and Bar Harbor becomes the gateway to the granite shoreline of Acadia National Park. After that, many seasonal restaurants and hotels simply close until spring, and the state settles into woodstove mode. Neither clock is better, but it pays to know which one you are visiting on before you book anything.',
    "Portland is the exception that stays open all year. The Old Port's cobbled streets hold oyster bars, cocktail rooms and bakeries within a few steep blocks of the working waterfront, and the city has a restaurant scene out of all proportion to its size. A ferry ride to Peaks Island makes a cheap, scenic date, and the Eastern Promenade is the place to watch the light turn pink over Casco Bay. Farther up the coast, Camden and Rockland mix windjammer harbors with galleries and small wine bars.",
    'Pack layers whatever the month; a July evening on the water can drop into the fifties when the fog rolls in. Fleece and good boots are accepted nearly everywhere, even at the better tables. Kitchens close earlier than in big cities, so book dinner for seven rather than nine. Outside Portland, plan to drive, and watch for moose on rural roads after dark, which in Maine is practical advice rather than a figure of speech.',
  ],
  venues: [
    { name: 'Eastern Promenade', address: 'Eastern Promenade, Portland' },
    { name: 'Deering Oaks Park', address: 'Park Ave and Forest Ave, Portland' },
    { name: 'Old Port Historic District', address: 'Fore St and Exchange St, Portland' },
    {
      name: 'Fort Williams Park and Portland Head Light',
      address: '1000 Shore Rd, Cape Elizabeth',
    },
    { name: 'Acadia National Park', address: 'Park Loop Rd, Mount Desert Island' },
    { name: 'Maine State House', address: '210 State St, Augusta' },
    { name: 'Marginal Way', address: 'Shore Rd, Ogunquit' },
    { name: 'Bangor Waterfront Park', address: 'Front St, Bangor' },
  ],
} satisfies StatePromo
