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
    { name: "McGillin's Olde Ale House", address: '1310 Drury St, Philadelphia' },
    { name: 'Reading Terminal Market', address: '51 N 12th St, Philadelphia' },
    { name: 'Academy of Music', address: '240 S Broad St, Philadelphia' },
    { name: 'Omni William Penn Hotel', address: '530 William Penn Pl, Pittsburgh' },
    { name: 'Duquesne Incline', address: '1197 W Carson St, Pittsburgh' },
    { name: 'Primanti Bros.', address: '46 18th St, Pittsburgh' },
    { name: 'The Hotel Hershey', address: '100 Hotel Rd, Hershey' },
    { name: 'Historic Hotel Bethlehem', address: '437 Main St, Bethlehem' },
  ],
} satisfies StatePromo
