import type { StatePromo } from '../types'

/** Wyoming: the least populous state, cowboy bars, Jackson glamour and weather that demands respect. */
export default {
  heading: 'Big Sky, Small Towns: Wyoming with {brand}',
  tagline:
    'The least populous state in the country, where the sky does most of the talking and a cowboy bar makes a perfectly good date.',
  paragraphs: [
    'Wyoming has fewer residents than any other state, which means long empty highways, enormous skies and towns where people remember your name after a single visit. Cheyenne, the capital, sits in the southeast corner near Colorado; Casper is the central hub; Laramie is the university town; Sheridan and Cody hold the north with deep ranching roots. Jackson, in the valley of Jackson Hole beneath the Tetons, is the glamorous exception, a resort town with world-class skiing and a polish the rest of the state cheerfully ignores.',
    "Jackson's Town Square, with an arch of elk antlers at each corner, is the center of most evenings. The bars around it still lean western, saddles for bar stools included, and the dining rooms range from classic steakhouse to surprisingly refined. Cody, Buffalo Bill's town near the east entrance to Yellowstone, runs a rodeo every summer night, and its historic downtown along Sheridan Avenue has the old hotels and steakhouses. Sheridan's Main Street keeps its vintage saloons and saddle shops, and it ranks among the most pleasant small downtowns in the West.",
    'Cheyenne comes alive during Frontier Days in late July, which bills itself as the largest outdoor rodeo in the world, when the town fills up and everyone wears a hat. Laramie has the college-town energy of the University of Wyoming and a historic downtown full of bars. Casper, on the North Platte River, makes a comfortable stop for anyone crossing the state. Outside the towns, the evening entertainment is often the night sky itself, dark and clear enough to show the Milky Way on most moonless nights.',
    "Weather deserves respect. Wind is nearly constant in the southeast, winter storms can close I-80 for hours, and snow is possible in almost any month at high elevation. Check road conditions before a long drive, keep a blanket and water in the car, and fuel up whenever you can. Dress is jeans and boots nearly everywhere, Jackson's nicer tables included. The profiles on our city pages are editorial illustrations that do not depict real people, and {brand} simply points you to a partner dating site's free signup.",
  ],
  venues: [
    { name: 'Wyoming State Capitol', address: '200 W 24th St, Cheyenne' },
    { name: 'Cheyenne Depot Plaza', address: '121 W 15th St, Cheyenne' },
    { name: 'Jackson Town Square', address: 'Broadway and Cache St, Jackson' },
    { name: 'Grand Teton National Park', address: 'Teton Park Rd, Moose' },
    { name: 'Old Faithful', address: 'Upper Geyser Basin, Yellowstone National Park' },
    { name: 'Devils Tower National Monument', address: 'WY-110, Devils Tower' },
    { name: 'Platte River Parkway', address: 'Platte River, Casper' },
    { name: 'Buffalo Bill State Park', address: 'North Fork Hwy, Cody' },
  ],
} satisfies StatePromo
