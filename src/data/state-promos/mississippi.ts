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
    { name: 'Mississippi State Capitol', address: '400 High St, Jackson' },
    { name: "LeFleur's Bluff State Park", address: '3315 Lakeland Terrace, Jackson' },
    { name: 'Biloxi Lighthouse', address: '1050 Beach Blvd, Biloxi' },
    { name: 'Vicksburg National Military Park', address: '3201 Clay St, Vicksburg' },
    { name: 'Natchez Bluff Park', address: 'Broadway St, Natchez' },
    { name: 'Courthouse Square', address: 'Courthouse Square, Oxford' },
    { name: 'Jones Park', address: 'Gulfport Harbor, Gulfport' },
    { name: 'Front Beach', address: 'Front Beach Dr, Ocean Springs' },
  ],
} satisfies StatePromo
