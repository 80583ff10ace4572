import type { StatePromo } from '../types'

/** Texas: sheer scale, the big-city triangle and how each city stages its night. */
export default {
  heading: 'Texas-Sized Evenings, Planned by {brand}',
  tagline:
    'Big state, bigger distances, and a night out that changes character every couple of hundred miles.',
  paragraphs: [
    'Texas is less a single place than a handful of regions sharing a flag and a deep attachment to breakfast tacos. The big cities form a rough triangle: Dallas and Fort Worth at the top, Houston to the southeast, Austin and San Antonio along I-35 to the southwest. Beyond the triangle lie the Hill Country with its wineries and old dance halls, the Gulf Coast at Galveston and Corpus Christi, the Panhandle plains around Amarillo and Lubbock, and El Paso far out west, on Mountain Time.',
    'Each city has its own idea of a good night. Austin splits between the live-music clubs on Red River, the older haunts along South Congress and the cocktail rooms of East Sixth; Sixth Street proper belongs mostly to the party crowd. Dallas dresses up a bit more, with Uptown, Deep Ellum and the Bishop Arts District covering polished, loud and charming in that order. Houston has arguably the best dining scene in the state, spread across Montrose, the Heights and EaDo, and it is a driving city through and through.',
    "San Antonio pairs the River Walk, a tree-shaded loop of restaurants one level below the downtown streets, with the quieter Pearl district upriver, a former brewery turned dining and market hub. Fort Worth leans proudly western: the Stockyards still run a small cattle drive down Exchange Avenue twice a day, and an evening there usually involves a two-step at some point. On the coast, Galveston's Strand, with its Victorian iron-front buildings, and the long Seawall along the Gulf make an easy, unhurried Saturday pairing.",
    "Heat drives the calendar. From June through September, plan outdoor drinks for after sunset; spring, when bluebonnets line the highways, and late fall are the ideal seasons. Dress is casual with a crease: pressed jeans, a good shirt and boots if you own them will pass nearly anywhere outside a few steakhouse dining rooms. Distances are serious, with Dallas to Houston taking close to four hours, so don't promise anyone a quick drive over. And if the night ends in a dance hall, learn the counterclockwise flow before you step onto the floor.",
  ],
  venues: [
    { name: 'Zilker Park', address: '2207 Lou Neff Rd, Austin' },
    { name: 'Texas State Capitol', address: '1100 Congress Ave, Austin' },
    { name: 'The Alamo', address: '300 Alamo Plaza, San Antonio' },
    { name: 'San Antonio River Walk', address: 'E Commerce St, San Antonio' },
    { name: 'Klyde Warren Park', address: '2012 Woodall Rodgers Fwy, Dallas' },
    { name: 'Discovery Green', address: '1500 McKinney St, Houston' },
    { name: 'Fort Worth Water Gardens', address: '1502 Commerce St, Fort Worth' },
    { name: 'Galveston Seawall', address: 'Seawall Blvd, Galveston' },
  ],
} satisfies StatePromo
