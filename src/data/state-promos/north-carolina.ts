import type { StatePromo } from '../types'

/** North Carolina: mountains to coast, city by city, with a barbecue primer. */
export default {
  heading: 'From Blue Ridge to Outer Banks: {brand} in North Carolina',
  tagline:
    'Mountain porches, mill-town breweries, river walks and a barbecue argument that never ends.',
  paragraphs: [
    "Some five hundred miles separate the Great Smoky Mountains from the Outer Banks, and the evenings change flavor along the way. In the west, Asheville mixes Art Deco streets with breweries, live music and a grand stone inn looking out over the Blue Ridge. The middle of North Carolina is the Piedmont: Charlotte's banking towers, the Research Triangle of Raleigh, Durham and Chapel Hill, and the Triad cities of Greensboro and Winston-Salem.",
    "Each city has its own stage. Charlotte's Uptown and the converted mills of South End keep bars busy well past dinner. Raleigh's Glenwood South and Durham's old tobacco warehouses, now restaurants and bars, fill up on Thursdays nearly as much as Saturdays. Chapel Hill's Franklin Street runs on college energy, while Wilmington's riverfront and the historic streets around Thalian Hall feel almost like Savannah. On the coast, Beaufort and Manteo do slow seafood dinners and harbor strolls.",
    'Bring an opinion about barbecue, or at least learn the difference. The east cooks the whole hog and dresses it with vinegar and pepper; the Piedmont, around Lexington, favors pork shoulder with a touch of tomato in the sauce. Summers are hot and sticky everywhere except the high country, so linen beats wool from June to September, and an afternoon thunderstorm is routine. October weekends in the mountains draw big foliage crowds. Away from the metros rideshares thin out, so settle the ride home before the second round.',
  ],
  venues: [
    { name: 'Romare Bearden Park', address: '300 S Church St, Charlotte' },
    { name: 'First Ward Park', address: '301 E 7th St, Charlotte' },
    { name: 'North Carolina State Capitol', address: '1 E Edenton St, Raleigh' },
    { name: 'Dorothea Dix Park', address: '1030 Richardson Dr, Raleigh' },
    { name: 'Pullen Park', address: '520 Ashe Ave, Raleigh' },
    { name: 'Pack Square Park', address: '80 Court Plaza, Asheville' },
    { name: 'Wilmington Riverwalk', address: 'Water St, Wilmington' },
    { name: 'Durham Central Park', address: '501 Foster St, Durham' },
  ],
} satisfies StatePromo
