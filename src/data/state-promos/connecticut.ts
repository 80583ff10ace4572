import type { StatePromo } from '../types'

/** Connecticut: an understated state of pizza rivalries, theater nights, shoreline inns and casino resorts, best with a car and a reservation. */
export default {
  heading: 'Connecticut, Quietly: A {brand} Guide',
  tagline:
    "Between New York and Boston, Connecticut keeps some of New England's best pizza, shoreline inns and theater nights mostly to itself.",
  paragraphs: [
    'Connecticut is easy to drive through and rewarding to stop in. New Haven has the liveliest evenings, thanks to Yale, a serious theater scene and the Wooster Street pizza rivalry that locals will happily argue about over dinner. Hartford, the capital, keeps a compact downtown around the Bushnell and Bushnell Park, with West Hartford Center drawing the dinner-and-drinks crowd a few miles west. Stamford and the Gold Coast towns of Fairfield County run on commuter time and come alive Thursday through Saturday.',
    'The shoreline is where Connecticut turns romantic. Mystic and Stonington, plus the lower Connecticut River towns of Essex, Chester and Old Saybrook, trade neon for harbor views, old inns and candlelit taverns. In the northwest corner, the Litchfield Hills offer winding country roads, antique shops and weekend hideaways that feel a long way from I-95. Over in the southeast, the two big casino resorts near Norwich stay busy late every night of the week, with shows, restaurants and bars all under one roof.',
    'Seasons are classic New England. October foliage weekends fill country inns fast, winters are gray with the occasional proper snowstorm, and shoreline towns book up early in summer. Metro-North runs along the coast to New Haven and Shore Line East continues toward New London, but beyond the tracks a car is the practical choice. Dress is preppy-casual by default; a good sweater is never out of place. Reserve ahead at the nicer dining rooms. At the famous pizza places, the line is part of the ritual.',
  ],
  venues: [
    { name: 'New Haven Green', address: 'Chapel St and College St, New Haven' },
    { name: 'East Rock Park', address: '41 Cold Spring St, New Haven' },
    { name: 'Bushnell Park', address: 'Elm St and Trinity St, Hartford' },
    { name: 'Connecticut State Capitol', address: '210 Capitol Ave, Hartford' },
    { name: 'Elizabeth Park', address: '1561 Asylum Ave, West Hartford' },
    { name: 'Mystic River Bascule Bridge', address: 'Main St, Mystic' },
    { name: 'Seaside Park', address: 'Waldemere Ave, Bridgeport' },
    { name: 'Cove Island Park', address: '1281 Cove Rd, Stamford' },
  ],
} satisfies StatePromo
