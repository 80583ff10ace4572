import type { StatePromo } from '../types'

/** Ohio: three very different big cities and their theater and brewery districts. */
export default {
  heading: 'Ohio After Hours on {brand}',
  tagline:
    'Three big cities, a Great Lake and plenty of small towns that still know how to spend a Friday night.',
  paragraphs: [
    "Ohio is several states wearing one name. Cleveland faces Lake Erie and carries itself like a tough, arts-loving port. Columbus, in the middle, is a fast-growing capital powered by state government and one of the country's biggest universities. Cincinnati, on the Ohio River, has steep hills, German roots and a chili recipe that divides families. Dayton, Toledo, Akron and the Lake Erie islands add their own accents, and locals will happily explain which city got it right.",
    "Where to go depends on which Ohio you are in. Cleveland's Playhouse Square is one of the largest theater districts in the country, and Ohio City and Tremont supply the pre-show dinners and post-show pints. In Columbus, the Short North gallery strip and the brick lanes of German Village cover most date nights. Cincinnati's Over-the-Rhine, once written off, now fills its Italianate buildings with cocktail bars a short walk from Music Hall, and the riverfront facing Kentucky lights up on game nights.",
    "Seasons run the full catalog. Lake-effect snow buries the northeast every winter, spring rain comes in hard, and summer humidity makes a rooftop or lakeside patio feel earned. In the fall, Saturdays belong to college football; Columbus goes scarlet and gray, so reserve dinner well ahead on a home-game weekend. Most cities assume you drive, though Cleveland's rapid transit and Cincinnati's streetcar reach the main nightlife districts. Dress is Midwestern sensible: good jeans, a decent jacket and shoes that can handle brick streets.",
  ],
  venues: [
    { name: 'Public Square', address: 'Public Square, Cleveland' },
    { name: 'Edgewater Park', address: '6500 Cleveland Memorial Shoreway, Cleveland' },
    { name: 'Smale Riverfront Park', address: '166 W Mehring Way, Cincinnati' },
    { name: 'Fountain Square', address: '520 Vine St, Cincinnati' },
    { name: 'Eden Park', address: '950 Eden Park Dr, Cincinnati' },
    { name: 'Scioto Mile', address: '233 Civic Center Dr, Columbus' },
    { name: 'Ohio Statehouse', address: '1 Capitol Square, Columbus' },
    { name: 'Schiller Park', address: '1069 Jaeger St, Columbus' },
  ],
} satisfies StatePromo
