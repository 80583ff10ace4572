import type { StatePromo } from '../types'

/** Michigan: two peninsulas and the Great Lakes, Detroit revival districts, and summer up north. */
export default {
  heading: 'Michigan on Two Peninsulas: The {brand} Night Map',
  tagline:
    "Michigan's evenings range from Detroit jazz rooms to lake-town patios where the sun sets over open water.",
  paragraphs: [
    'Ask someone from Michigan where they live and they will probably hold up a right hand and point to a spot on the mitten. The gesture says a lot: this is a state organized by geography, with more freshwater shoreline than any other and a second peninsula, the U.P., that feels like a separate country. Where you spend an evening depends heavily on which coast, and which season, you are working with, and on whether you mind a long drive to get there.',
    "Detroit has the deepest night scene. Midtown's cocktail bars and the theaters along Woodward Avenue, Corktown's restaurants near the restored Michigan Central train station, and jazz rooms old and new have brought genuine energy back to the city's core, and the QLine streetcar runs up Woodward between several of them. Ann Arbor adds a college-town mix of folk and jazz rooms and late diners, while Grand Rapids has earned its Beer City nickname with a brewery on what feels like every other corner.",
    'Summer pulls everyone north. Traverse City pours local wine from the Old Mission and Leelanau peninsulas, Petoskey and Harbor Springs fill with boat crowds, and Mackinac Island bans cars entirely, so dates there happen on bicycles and in horse-drawn carriages. In winter, lake-effect snow buries the west side and the U.P., and a warm coat and real boots matter more than anything else in your suitcase. A few U.P. counties along the Wisconsin line keep Central time, a detail worth checking before you book a table.',
  ],
  venues: [
    { name: 'Campus Martius Park', address: '800 Woodward Ave, Detroit' },
    { name: 'Detroit RiverWalk', address: '1340 Atwater St, Detroit' },
    { name: 'Belle Isle Park', address: '99 Pleasure Dr, Detroit' },
    { name: 'Michigan State Capitol', address: '100 N Capitol Ave, Lansing' },
    { name: 'Rosa Parks Circle', address: '135 Monroe Center St NW, Grand Rapids' },
    { name: 'Nichols Arboretum', address: '1610 Washington Hts, Ann Arbor' },
    { name: 'Marquette Park', address: 'Main St, Mackinac Island' },
    { name: 'Clinch Park', address: '181 E Grandview Pkwy, Traverse City' },
  ],
} satisfies StatePromo
