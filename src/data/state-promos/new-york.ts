import type { StatePromo } from '../types'

/** New York: one Manhattan neighborhood at a time, then the Hudson Valley, Adirondacks and western cities. */
export default {
  heading: 'A {brand} Guide to the New York Night',
  tagline:
    'The city that never sleeps, and the rest of a very large state that sleeps rather well.',
  paragraphs: [
    'Most people hear New York and picture Manhattan, and fair enough: few places on earth offer as many ways to spend an evening. A jazz set in a Greenwich Village basement, oysters under the vaulted tile ceiling of Grand Central, a hotel bar on the Upper East Side whose murals are older than most of its patrons. The trick is to choose one neighborhood and stay in it, because crossing town at rush hour eats the time you meant to spend with each other.',
    'Then there is the rest of the state, which is most of it. The Hudson Valley draws weekenders to river towns such as Beacon, Hudson and New Paltz. Saratoga Springs fills up every summer for racing season, and the Adirondacks offer lake lodges with porches and stone fireplaces. Out west, Buffalo has superb architecture, a loyal tavern scene and the chicken wing; Rochester and Syracuse keep lively downtowns near their colleges; and the wineries around Seneca and Cayuga lakes make an easy, scenic date.',
    'In the city, the subway beats any car, runs all night, and tapping a phone or card at the turnstile saves fumbling. Bars can pour until four in the morning, so dinner at nine is normal and nobody rushes you out. Upstate is driving country, and lake-effect snow can bury Buffalo or Syracuse in a day, so check the forecast before any winter road trip. Dress up a notch for Manhattan hotel bars and down a notch for a Buffalo tavern. Late September through October is the season locals quietly rank as the best.',
  ],
  venues: [
    { name: 'Central Park', address: '5th Ave and E 72nd St, New York' },
    { name: 'Brooklyn Bridge Park', address: '334 Furman St, Brooklyn' },
    { name: 'The High Line', address: 'Gansevoort St and Washington St, New York' },
    { name: 'Washington Square Park', address: '5th Ave and Waverly Pl, New York' },
    { name: 'Prospect Park', address: '95 Prospect Park W, Brooklyn' },
    { name: 'Niagara Falls State Park', address: '332 Prospect St, Niagara Falls' },
    { name: 'Congress Park', address: 'Broadway and Spring St, Saratoga Springs' },
    { name: 'Canalside', address: '44 Prime St, Buffalo' },
  ],
} satisfies StatePromo
