import type { StatePromo } from '../types'

/** Pennsylvania: Philadelphia and Pittsburgh at either end, small-city getaways between, BYOB and liquor-law tips. */
export default {
  heading: 'Pennsylvania After Work: Notes from {brand}',
  tagline:
    'Two great cities at opposite ends of a very long turnpike, and a lot of history in between.',
  paragraphs: [
    'Two cities bookend Pennsylvania, and each likes to pretend the other does not exist. Philadelphia, in the southeast corner, is brick rowhouses, narrow streets and a restaurant scene that punches well above its national reputation. Pittsburgh, some three hundred miles west where the Allegheny and Monongahela meet to form the Ohio, is a city of bridges, steep hills and neighborhoods that each feel like a small town. Between them lie Lancaster County farmland, the Poconos and a chain of college and river towns.',
    "Philadelphia rewards wandering. Old City and Society Hill hold the colonial landmarks and candlelit taverns; Rittenhouse Square anchors the polished bars and bistros; Fishtown and East Passyunk Avenue have the chef-run spots with lines out the door. Pittsburgh answers with the Strip District's markets, the Cultural District's theaters downtown, and Mount Washington, where a cable car from 1877 climbs to the best city view in the state. Lancaster, Bethlehem and Hershey make easy overnight getaways in between.",
    'Alcohol law is a local sport of its own: wine and spirits come largely through state-run stores, beer through distributors and licensed shops, and many restaurants are BYOB, especially in Philadelphia. Winters are gray and snowy in the west and north, summers humid in the east. SEPTA in Philadelphia and the T in Pittsburgh reach the main districts, and driving into Center City is rarely worth the parking. One note before you scroll back up to the city grid: the listings on this site are illustrative, written by our editors, and every next step is a free signup with a partner dating site.',
  ],
  venues: [
    { name: 'Independence Hall', address: '520 Chestnut St, Philadelphia' },
    { name: 'Rittenhouse Square', address: '18th St and Walnut St, Philadelphia' },
    { name: 'Race Street Pier', address: 'Race St and N Columbus Blvd, Philadelphia' },
    { name: 'Boathouse Row', address: 'Kelly Dr, Philadelphia' },
    { name: 'Point State Park', address: '601 Commonwealth Pl, Pittsburgh' },
    { name: 'Schenley Park', address: 'Schenley Dr, Pittsburgh' },
    { name: 'Pennsylvania State Capitol', address: '501 N 3rd St, Harrisburg' },
    { name: 'Gettysburg National Military Park', address: '1195 Baltimore Pike, Gettysburg' },
  ],
} satisfies StatePromo
