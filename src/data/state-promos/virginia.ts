import type { StatePromo } from '../types'

/** Virginia: regions from Northern Virginia to the Blue Ridge, wine country, and a slogan that helps. */
export default {
  heading: 'Where Virginia Goes Out: A {brand} Field Guide',
  tagline:
    'From Old Town brick sidewalks to Blue Ridge vineyards, dinner here often comes with a few centuries of backstory.',
  paragraphs: [
    'Virginia packs a lot into one state. Northern Virginia, from Arlington and Alexandria out to Fairfax and Loudoun, is suburban, fast and tied to Washington, D.C. Richmond, the capital, sits at the falls of the James River and has become one of the better food cities in the South. Hampton Roads, around Norfolk, Virginia Beach and Newport News, is Navy and beach country. Then the west rises into the Shenandoah Valley and the Blue Ridge, with Charlottesville, Roanoke and a string of college towns along the way.',
    "Each region stages its evenings differently. In Alexandria, King Street runs from the Metro down to the Potomac waterfront past brick rowhouses, and Old Town makes a good walking date in any season. Richmond's Scott's Addition packs breweries, cideries and cocktail bars into old warehouses, while Carytown has the shops, a grand old movie palace and plenty of restaurants. Charlottesville's Downtown Mall is a brick pedestrian street with outdoor tables and mountain views, and it is at its best on a mild evening in May or October.",
    "Wine is a real draw. Loudoun and Fauquier counties west of D.C. and the hills around Charlottesville are full of vineyards with porches built for late-afternoon tastings. Most close around dusk, so treat a winery as the prelude rather than the evening itself, and line up a driver. On the coast, Virginia Beach has the boardwalk and the summer crowds, while Norfolk's Ghent neighborhood is where people go for a quieter dinner. Williamsburg offers lantern-lit walks through the colonial streets once the day-trippers have gone home.",
    "Traffic is the main hazard in Northern Virginia, and I-95 and I-64 can turn a simple trip into an ordeal on Friday afternoons, so arrive before rush hour or well after it. Summers are humid from the coast to the Piedmont, while mountain evenings cool off nicely. Dress leans neat-casual, a notch more polished in Old Town and in Richmond's better dining rooms. Spirits are sold in state-run ABC stores. And yes, the slogan really is Virginia is for Lovers, so nobody here will find a date night unusual.",
  ],
  venues: [
    { name: 'Virginia State Capitol', address: '1000 Bank St, Richmond' },
    { name: 'Maymont', address: '1700 Hampton St, Richmond' },
    { name: 'Belle Isle', address: '300 Tredegar St, Richmond' },
    { name: 'Virginia Beach Boardwalk', address: 'Atlantic Ave, Virginia Beach' },
    { name: 'Town Point Park', address: '113 Waterside Dr, Norfolk' },
    { name: 'Waterfront Park', address: '1A Prince St, Alexandria' },
    { name: 'Jamestown Settlement', address: '2110 Jamestown Rd, Williamsburg' },
    { name: 'Shenandoah National Park', address: '3655 US Hwy 211 E, Luray' },
  ],
} satisfies StatePromo
