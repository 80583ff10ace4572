import type { StatePromo } from '../types'

/** Mississippi: following the music from the Delta to the Gulf, with Jackson and Oxford in between. */
export default {
  heading: 'A Slow Southern Evening: {brand} Visits Mississippi',
  tagline:
    'Mississippi moves at its own tempo, and the best evenings here follow the music from Delta juke joints to Gulf Coast porches.',
  paragraphs: [
    'The blues grew up in the Mississippi Delta, and that flat, fertile stretch between the Yazoo and Mississippi rivers still sets the mood for a night out. Clarksdale keeps live music going in small clubs most weekends, and the Mississippi Blues Trail markers along Highway 61 turn a drive into a history lesson. Evenings there are informal, loud in the best way, and reliably start later than the time on the poster, so bring patience and an appetite for fried catfish.',
    'Jackson, the capital, has its own rhythm. The Fondren district mixes galleries, bistros and bars in a walkable pocket north of downtown, and the music halls near the old rail depot host everything from blues to brass bands. A few hours north, the courthouse square in Oxford is the literary heart of the state, with bookshops, porches and balconies that fill up on football weekends, when the Grove at Ole Miss becomes the most elegant tailgate party you will ever see.',
    'Down on the Gulf Coast, Biloxi and Gulfport offer casino resorts, seafood and a long man-made beach, while Ocean Springs has the prettier downtown under live oaks. Natchez, perched on a bluff above the Mississippi, is the place for old architecture and slow sunset drinks. Summer heat is serious from May through September, so save outdoor plans for after dark. Some counties and towns still restrict alcohol sales, and the local wardrobe runs to seersucker and sundresses rather than anything severe.',
  ],
  venues: [
    { name: 'Mayflower Cafe', address: '123 W Capitol St, Jackson' },
    { name: "Hal & Mal's", address: '200 S Commerce St, Jackson' },
    { name: 'The Fairview Inn', address: '734 Fairview St, Jackson' },
    { name: 'City Grocery', address: '152 Courthouse Square, Oxford' },
    { name: "Doe's Eat Place", address: '502 Nelson St, Greenville' },
    { name: "Mary Mahoney's Old French House", address: '110 Rue Magnolia, Biloxi' },
    { name: 'Under-the-Hill Saloon', address: '25 Silver St, Natchez' },
    { name: 'Monmouth Historic Inn', address: '36 Melrose Ave, Natchez' },
  ],
} satisfies StatePromo
