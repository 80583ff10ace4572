import type { StatePromo } from '../types'

/** Colorado: Denver's frontier-meets-modern districts plus the ski and railroad towns, with altitude and I-70 as the practical catch. */
export default {
  heading: 'High-Altitude Evenings: {brand} in Colorado',
  tagline:
    'Colorado pairs storybook mountain towns with a capital city that never quite lost its frontier swagger.',
  paragraphs: [
    'Denver sets the pace. Evenings gather in LoDo around Union Station and Larimer Square, among the murals and music rooms of RiNo, and along Tennyson Street and the Highlands to the northwest. Boulder, a short run up US 36, is greener and more academic, with the Pearl Street Mall as its shared living room. Colorado Springs sits beneath Pikes Peak, pairing a busier downtown with the old storefronts of Old Colorado City, and Fort Collins has built a full night out around its brewing culture in Old Town.',
    'Then come the mountain towns, each with a personality of its own. Aspen is polished and pricey, Telluride remote and cinematic, Breckenridge and Vail built for drinks after the last chairlift, and Durango an old railroad town with Victorian saloons along Main Avenue. Winter brings snow, crowds and some of the best fireside bars in the West. Summer brings wildflowers, festivals and afternoon thunderstorms that roll over the peaks almost on schedule, so plan hikes early and patios late.',
    'Altitude is no cliche here. At a mile high and above, drinks land harder and hangovers linger, so alternate with water and go easy on the first night. The sun is fierce even in January, and temperatures can drop twenty degrees once it sets. Dress is relaxed nearly everywhere; a clean puffer jacket passes for formalwear in half the ski towns. For winter weekends in the mountains, leave Denver early or late, because I-70 traffic toward the ski areas is the stuff of local legend.',
  ],
  venues: [
    { name: 'Civic Center Park', address: '101 W 14th Ave Pkwy, Denver' },
    { name: 'Confluence Park', address: '2250 15th St, Denver' },
    { name: 'Colorado State Capitol', address: '200 E Colfax Ave, Denver' },
    { name: 'Red Rocks Park and Amphitheatre', address: '18300 W Alameda Pkwy, Morrison' },
    { name: 'Pearl Street Mall', address: '1300 Pearl St, Boulder' },
    { name: 'Chautauqua Park', address: '900 Baseline Rd, Boulder' },
    { name: 'Garden of the Gods', address: '1805 N 30th St, Colorado Springs' },
    { name: 'Old Town Square', address: 'College Ave and Mountain Ave, Fort Collins' },
  ],
} satisfies StatePromo
