import type { StatePromo } from '../types'

/** Nebraska: Old Market and Haymarket evenings, plains weather, Husker Saturdays. */
export default {
  heading: 'Nebraska Nights, the {brand} Way',
  tagline: 'Big sky by day, brick streets and long steak dinners after dark.',
  paragraphs: [
    "Nebraska rewards people who slow down. Most of the state's nightlife gathers at its eastern edge, where Omaha and Lincoln sit less than an hour apart on Interstate 80, while the rest of the map belongs to the Sandhills, the Platte River and a sky that seems to go on for a week. An evening here is rarely flashy. It is a good steak, a long conversation, and a walk on brick streets lined with buildings that were warehouses a century ago.",
    "In Omaha, start in the Old Market, where cobblestones, covered sidewalks and the occasional horse-drawn carriage set the pace just south of downtown. Benson and Midtown Crossing pull a slightly later crowd, and Blackstone along Farnam Street has become the spot for a cocktail that someone clearly thought hard about. Lincoln's Haymarket, a few blocks from the Capitol tower and Memorial Stadium, does the same job with a college-town accent. On a Husker home football Saturday the whole city turns red and every table disappears, so plan around the schedule.",
    'Weather is the real host. Summers bring thick heat and thunderstorms that build over the plains by late afternoon; winters arrive with a wind that finds every gap in a coat. Dress in layers, keep a proper jacket in the car from October to April, and check the radar before any outdoor plan. Rideshares are easy in central Omaha and Lincoln but thin out quickly in Kearney or Grand Island, where a designated driver is the grown-up choice. Passing through in March? The sandhill crane migration near Kearney is worth an early alarm.',
  ],
  venues: [
    { name: 'Old Market Historic District', address: 'Howard St and S 11th St, Omaha' },
    { name: 'Gene Leahy Mall', address: '1302 Farnam St, Omaha' },
    { name: 'Heartland of America Park', address: '800 Douglas St, Omaha' },
    { name: 'Bob Kerrey Pedestrian Bridge', address: '705 Riverfront Dr, Omaha' },
    { name: 'Nebraska State Capitol', address: '1445 K St, Lincoln' },
    { name: 'Sunken Gardens', address: 'S 27th St and Capitol Pkwy, Lincoln' },
    { name: 'Pioneers Park', address: '3201 S Coddington Ave, Lincoln' },
    { name: 'Chimney Rock National Historic Site', address: '9822 County Rd 75, Bayard' },
  ],
} satisfies StatePromo
