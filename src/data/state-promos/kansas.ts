import type { StatePromo } from '../types'

/** Kansas: tallgrass distances, Lawrence and Wichita as the walkable pockets, and storm-season sense. */
export default {
  heading: 'Flint Hills to Mass Street: A Kansas Night Plan from {brand}',
  tagline:
    'Kansas keeps its nightlife in a handful of lively pockets, separated by prairie, wind and a great deal of very good barbecue.',
  paragraphs: [
    'Anyone who calls Kansas flat has not driven the Flint Hills at dusk, when the tallgrass turns copper and the ranch roads empty out. That landscape sets the pace: evenings here are planned, not stumbled into, because the next town may be forty minutes away. The reward is a set of distinct scenes. Wichita, the largest city, splits its nights between the converted warehouses of Old Town and the Delano District across the Arkansas River, which locals pronounce ar-KAN-sas. In the northeast corner, the Kansas side of the Kansas City metro brings suburban polish and serious smoked meat.',
    "Lawrence is the state's most walkable night out. Massachusetts Street, Mass Street to everyone in town, runs for blocks of bars, music rooms and late kitchens, anchored by the Eldridge Hotel, which was rebuilt after Quantrill's raiders burned the town in 1863. Manhattan has Aggieville for a student crowd, Topeka has its NOTO arts district along North Kansas Avenue, and Salina makes a good halfway stop on Interstate 70, with a restored Art Deco theater on Santa Fe Avenue and a handful of brick-walled bars nearby.",
    'Spring is beautiful and unpredictable; April through June brings storms that can turn a patio evening into a basement one, so keep the weather radar handy. Summers are hot and windy, winters sharp and dry. A car is close to essential outside Lawrence and downtown Wichita. Nobody expects a tie, but a pressed shirt goes a long way in a state where people still notice good manners and hold the door.',
  ],
  venues: [
    { name: "Joe's Kansas City Bar-B-Que", address: '3002 W 47th Ave, Kansas City' },
    { name: 'The Eldridge Hotel', address: '701 Massachusetts St, Lawrence' },
    { name: 'Free State Brewing Company', address: '636 Massachusetts St, Lawrence' },
    { name: 'Liberty Hall', address: '644 Massachusetts St, Lawrence' },
    { name: 'Old Mill Tasty Shop', address: '604 E Douglas Ave, Wichita' },
    { name: 'Orpheum Theatre', address: '200 N Broadway, Wichita' },
    { name: 'Stiefel Theatre', address: '151 S Santa Fe Ave, Salina' },
    { name: 'Grand Central Hotel', address: '215 Broadway, Cottonwood Falls' },
  ],
} satisfies StatePromo
