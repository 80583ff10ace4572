import type { StatePromo } from '../types'

/** Louisiana: New Orleans beyond Bourbon Street, Cajun dance halls out west, and dressing for the heat. */
export default {
  heading: '{brand} Goes South: An Evening in Louisiana',
  tagline: 'Louisiana does not so much have a nightlife as a way of life that happens to run late.',
  paragraphs: [
    'New Orleans gets the headlines and deserves most of them, but the smart move is to give Bourbon Street one look and then walk on. Frenchmen Street in the Marigny has the brass bands and jazz rooms locals actually use, Magazine Street strings bars and bistros for miles through the Garden District, and the St. Charles streetcar makes a fine, slow first date all by itself. In the French Quarter, drinks in plastic go-cups are legal on the sidewalk, which changes the whole rhythm of a walk between rooms.',
    'Head west on Interstate 10 and the accent changes. Baton Rouge blends state politics with LSU game-day energy, and its downtown has revived along the levee. Past the Atchafalaya Basin, Lafayette serves as the unofficial capital of Cajun and Creole Acadiana, where dance halls fill with two-steppers and zydeco bands and Festival International takes over downtown each April. In the northwest, Shreveport and Bossier City bring riverboat casinos and a grand restored movie palace, and Natchitoches, the oldest town in the Louisiana Purchase, strings lights along Cane River Lake every December.',
    'From June into September the air is thick enough to wear, afternoon storms are routine, and hurricane season runs until the end of November, so check forecasts before booking. Linen and breathable cotton are your friends, but the old Creole dining rooms still expect collared shirts, and a couple of them want a jacket at dinner. Mardi Gras, Jazz Fest and big football weekends send hotel rates sharply upward, while late fall, once the heat finally breaks, is the pleasant middle ground.',
  ],
  venues: [
    { name: 'Jackson Square', address: '701 Decatur St, New Orleans' },
    { name: 'Woldenberg Park', address: 'Riverfront at Toulouse St, New Orleans' },
    { name: 'City Park', address: '1 Palm Dr, New Orleans' },
    { name: 'Audubon Park', address: '6500 Magazine St, New Orleans' },
    { name: 'Louisiana State Capitol', address: '900 N 3rd St, Baton Rouge' },
    { name: 'Parc Sans Souci', address: '201 E Vermilion St, Lafayette' },
    { name: 'Riverview Park', address: '601 Clyde Fant Pkwy, Shreveport' },
    { name: 'Bord du Lac Park', address: '900 Lakeshore Dr, Lake Charles' },
  ],
} satisfies StatePromo
