import type { StatePromo } from '../types'

/** Missouri: the friendly St. Louis and Kansas City rivalry, plus the wine valley and the Ozarks between them. */
export default {
  heading: 'The Show-Me Night Out: Missouri According to {brand}',
  tagline:
    'Missouri splits its nights between two river cities with strong opinions about barbecue, jazz and which of them has the better skyline.',
  paragraphs: [
    "Missouri's nickname is the Show-Me State, and its two big cities take that as a personal challenge. St. Louis, on the Mississippi, and Kansas City, on the Missouri, sit roughly four hours apart on Interstate 70 and have spent a century arguing about barbecue, baseball and music. A visitor wins either way. Between them lie the college town of Columbia, the German-settled wine villages of the Missouri River valley and, to the south, the wooded hills and lakes of the Ozarks.",
    "In St. Louis, start in the Central West End for sidewalk cafes and stately hotels, or on the Delmar Loop for music and late bites; Soulard keeps the blues bars and throws one of the country's biggest Mardi Gras parties, and The Hill serves toasted ravioli in old-school Italian dining rooms. Kansas City counters with the 18th and Vine Jazz District, where Charlie Parker came up, the galleries of the Crossroads on First Fridays, the Westport bar strip, and the Spanish-style shopping district to the south, lit up for the holidays every Thanksgiving night.",
    'Summers are humid and stormy, and winters swing between mild and icy, so check the forecast before a long drive. In the Ozarks, Branson runs on music theaters and lake views, and Lake of the Ozarks becomes a boat-party scene from Memorial Day on. Hermann and Augusta make easy wine-country day trips with tasting rooms above the river. A good pair of jeans works almost anywhere in the state; save the blazer for the grand hotel dining rooms and the symphony.',
  ],
  venues: [
    { name: 'Gateway Arch National Park', address: '11 N 4th St, St. Louis' },
    { name: 'Forest Park', address: '5595 Grand Dr, St. Louis' },
    { name: 'Missouri Botanical Garden', address: '4344 Shaw Blvd, St. Louis' },
    { name: 'Liberty Memorial', address: '2 Memorial Dr, Kansas City' },
    { name: 'Loose Park', address: '5200 Wornall Rd, Kansas City' },
    { name: 'Berkley Riverfront Park', address: 'Riverfront Rd, Kansas City' },
    { name: 'Missouri State Capitol', address: '201 W Capitol Ave, Jefferson City' },
    { name: 'Park Central Square', address: 'Park Central Square, Springfield' },
  ],
} satisfies StatePromo
