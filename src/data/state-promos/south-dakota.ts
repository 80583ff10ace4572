import type { StatePromo } from '../types'

/** South Dakota: two ends of one interstate, Sioux Falls in the east and the Black Hills in the west. */
export default {
  heading: 'Prairie to Black Hills: South Dakota by {brand}',
  tagline:
    'A riverfront city in the east, a gold-rush town in the west, and a very long stretch of open sky in between.',
  paragraphs: [
    'South Dakota is best understood as two places joined by Interstate 90. In the east, Sioux Falls has grown into the largest city in the state, with a downtown that genuinely fills up on weekend nights. In the west, Rapid City is the gateway to the Black Hills, Mount Rushmore and the Badlands. Between them lie hours of prairie, the Missouri River crossing at Chamberlain, and Pierre, one of the smallest state capitals in the country. Nobody here will hurry you, and most people will hold the door.',
    'In Sioux Falls, Phillips Avenue is the main stage: restaurants, wine bars and the SculptureWalk pieces that rotate along the sidewalks every year. Falls Park, a few blocks north, is lit after dark, and the pink quartzite and the roar of the Big Sioux River make it a fine place to end a dinner. The Eighth and Railroad area, an old warehouse strip along the river, has brewpubs and a slightly louder crowd. Brookings and Vermillion, the two big college towns, have small but lively main streets of their own.',
    "Out west, Rapid City's downtown centers on Main Street Square, with an ice rink in winter and a splash fountain in summer, while the bars and dining rooms cluster along Main and St. Joseph Streets. Less than an hour northwest, Deadwood turns the Wild West into an evening's entertainment, with saloons and gaming halls tucked into nineteenth-century brick storefronts. Spearfish, at the mouth of its canyon, is the quieter, outdoorsy neighbor. In early August the Sturgis motorcycle rally fills every room for a hundred miles, so book early or pick another week.",
    "The weather sets the plan. Winters are properly cold, with wind to match, so a real coat beats a stylish one from November to March. Summer evenings are long and pleasant, though storms can build fast over the plains. Dress is relaxed almost everywhere, and jeans with good boots will pass at the nicest table in Deadwood. Distances are long and rideshares thin out beyond the two big cities, so settle who's driving before the first round. The profiles on our city pages are illustrative, written by our editors to set a tone.",
  ],
  venues: [
    { name: 'Mount Rushmore National Memorial', address: '13000 SD-244, Keystone' },
    { name: 'Falls Park', address: '131 E Falls Park Dr, Sioux Falls' },
    { name: 'South Dakota State Capitol', address: '500 E Capitol Ave, Pierre' },
    { name: 'Main Street Square', address: '512 Main St, Rapid City' },
    { name: 'City of Presidents', address: 'Main St and St Joseph St, Rapid City' },
    { name: 'Custer State Park', address: '13329 US Hwy 16A, Custer' },
    { name: 'Badlands National Park', address: '25216 Ben Reifel Rd, Interior' },
    { name: 'Spearfish Canyon', address: 'US 14A, Spearfish' },
  ],
} satisfies StatePromo
