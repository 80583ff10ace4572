import type { StatePromo } from '../types'

/** Kansas: tallgrass distances, Lawrence and Wichita as the walkable pockets, and storm-season sense. */
export default {
  heading: 'Flint Hills to Mass Street: A Kansas Night Plan from {brand}',
  tagline:
    'Kansas keeps its nightlife in a handful of lively pockets, separated by prairie, wind and a great deal of very good barbecue.',
  paragraphs: [
    'Anyone who calls Kansas flat has not driven the Flint Hills at dusk, when the tallgrass turns copper and the ranch roads empty out. That landscape sets the pace: evenings here are planned, not stumbled into, because the next town may be forty minutes away. The reward is a set of distinct scenes. Wichita, the largest city, splits its nights between the converted warehouses of Old Town and the Delano District across the Arkansas River, which locals pronounce ar-KAN-sas. In the northeast corner, the Kansas side of the Kansas City metro brings suburban polish and serious smoked meat.',
    "Lawrence is the state's most walkable night out. Massachusetts Street, Mass Street to everyone in town, runs for blocks of bars, music rooms and late kitchens, in a downtown rebuilt after Quantrill's raiders burned the town in 1863. Manhattan has Aggieville for a student crowd, Topeka has its NOTO arts district along North Kansas Avenue, and Salina makes a good halfway stop on Interstate 70, with a restored Art Deco theater on Santa Fe Avenue and a handful of brick-walled bars nearby.",
    'Spring is beautiful and unpredictable; April through June brings storms that can turn a patio evening into a basement one, so keep the weather radar handy. Summers are hot and windy, winters sharp and dry. A car is close to essential outside Lawrence and downtown Wichita. Nobody expects a tie, but a pressed shirt goes a long way in a state where people still notice good manners and hold the door.',
  ],
  venues: [
    { name: 'Keeper of the Plains', address: 'N Seneca St and W Central Ave, Wichita' },
    { name: 'Riverside Park', address: '720 Nims St, Wichita' },
    { name: 'Kansas State Capitol', address: '300 SW 10th Ave, Topeka' },
    { name: 'Gage Park', address: '635 SW Gage Blvd, Topeka' },
    { name: 'South Park', address: '1141 Massachusetts St, Lawrence' },
    { name: 'City Park', address: '1101 Fremont St, Manhattan' },
    { name: 'Shawnee Mission Park', address: '7900 Renner Rd, Shawnee' },
    { name: 'Lake Shawnee', address: '3137 SE 29th St, Topeka' },
  ],
} satisfies StatePromo
