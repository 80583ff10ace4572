import type { StatePromo } from '../types'

/** Illinois: Chicago's dining rows, jazz rooms and lakefront, then the downstate river towns, Route 66 and Galena, with winter as the great organizer. */
export default {
  heading: 'Illinois Beyond the Loop, with {brand}',
  tagline:
    'Chicago gets the headlines, but Illinois also rewards anyone who follows its river towns and Route 66 downstate.',
  paragraphs: [
    'Chicago is the obvious start, and it deserves the attention. The Loop and River North hold the steakhouses and grand hotel bars, Randolph Street and Fulton Market in the West Loop have become the city dining row, and Wicker Park, Logan Square and Andersonville keep things neighborhood-sized. Jazz and blues rooms, from Uptown to the South Side, are still among the best in the country. In summer, the Riverwalk and the lakefront make even a Tuesday evening feel like a small holiday.',
    'Downstate is a different Illinois, and a rewarding one. Springfield, the capital, is steeped in Lincoln history and sits on old Route 66, with classic diners and old-school dining rooms to match. Peoria has a revived riverfront on the Illinois River, and Champaign-Urbana brings the college-town bar scene. Galena, tucked into the far northwest corner near the Mississippi, is a beautifully preserved nineteenth-century town of brick storefronts, inns and wine bars, and an ideal weekend escape from the city.',
    'Weather organizes everything. Chicago winters are long, windy and serious: wear a real coat, gloves and sensible shoes, and pick places near the L or a short rideshare away. Summer is festival season, with something on almost every weekend and patios packed from May to September. Metra trains reach the suburbs, and Amtrak runs to Springfield and beyond. Dress in Chicago is smart but unfussy, and a good jacket will take you further than a tie.',
    'One thing to know about this page: the ads under each Illinois city are illustrative, written by our own editors, and do not show real people. Every Join, Reply or Pics button opens a free signup run by a partner dating site, which is where members go on to connect. Nothing gets posted or answered here, so think of the listings as a sample of the format and the venues below as the real, long-standing part of the page.',
  ],
  venues: [
    { name: 'Millennium Park', address: '201 E Randolph St, Chicago' },
    { name: 'Navy Pier', address: '600 E Grand Ave, Chicago' },
    { name: 'Chicago Riverwalk', address: 'Wacker Dr and State St, Chicago' },
    { name: 'Lincoln Park', address: '2045 N Lincoln Park W, Chicago' },
    { name: 'North Avenue Beach', address: '1600 N Lake Shore Dr, Chicago' },
    { name: 'Buckingham Fountain, Grant Park', address: '301 S Columbus Dr, Chicago' },
    { name: 'Illinois State Capitol', address: '401 S 2nd St, Springfield' },
    { name: 'Lincoln Home National Historic Site', address: '413 S 8th St, Springfield' },
  ],
} satisfies StatePromo
