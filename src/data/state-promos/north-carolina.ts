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
    { name: 'The Omni Grove Park Inn', address: '290 Macon Ave, Asheville' },
    { name: 'The Orange Peel', address: '101 Biltmore Ave, Asheville' },
    { name: 'The Carolina Inn', address: '211 Pittsboro St, Chapel Hill' },
    { name: 'Washington Duke Inn', address: '3001 Cameron Blvd, Durham' },
    { name: 'Angus Barn', address: '9401 Glenwood Ave, Raleigh' },
    { name: 'The Dunhill Hotel', address: '237 N Tryon St, Charlotte' },
    { name: 'Thalian Hall', address: '310 Chestnut St, Wilmington' },
    { name: 'Lexington Barbecue', address: '100 Smokehouse Ln, Lexington' },
  ],
} satisfies StatePromo
