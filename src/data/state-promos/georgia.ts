import type { StatePromo } from '../types'

/** Georgia: Atlanta's neighborhood-by-neighborhood nightlife set against Savannah's squares, Athens music and the Golden Isles. */
export default {
  heading: "Georgia on {brand}'s Mind",
  tagline:
    "Atlanta's restless energy, Savannah's moss-draped squares and a coast of quiet barrier islands make Georgia a state of pleasant contrasts.",
  paragraphs: [
    'Atlanta is a city of neighborhoods stitched together by Peachtree Street and a great deal of traffic. Midtown has the theaters and skyline bars, Buckhead the polished steakhouses and hotel lounges, and Inman Park, the Old Fourth Ward and the Westside the patios, food halls and cocktail rooms. The Eastside Trail of the BeltLine turns a stroll into an evening, linking Ponce City Market and Krog Street Market past murals and rooftops. Just east, the square in Decatur offers a calmer night with very good restaurants.',
    'Savannah runs at another tempo entirely. Its historic district is a grid of twenty-two leafy squares, with River Street along the water and City Market for live music and late meals. Open containers are allowed across much of the historic district, so a drink can follow you from square to square, as long as it is in a to-go cup. Athens, home of the University of Georgia, has a storied music scene downtown, and the Golden Isles of St. Simons and Jekyll Island offer a quiet, salt-marsh kind of romance.',
    'Summer is hot and heavy, spring is glorious but coats everything in yellow pollen, and autumn is the best all-around season. In Atlanta, traffic shapes every plan, so choose a neighborhood and stay put; MARTA trains work well for downtown, Midtown and Buckhead. Dress is smart-casual with a Southern polish, and in Savannah comfortable shoes are a must on brick and cobblestone. Football Saturdays in Athens, and Masters week in Augusta each April, fill hotels for miles around, so book early.',
  ],
  venues: [
    { name: 'Fox Theatre', address: '660 Peachtree St NE, Atlanta' },
    { name: "Manuel's Tavern", address: '602 N Highland Ave NE, Atlanta' },
    { name: 'The Varsity', address: '61 North Ave NW, Atlanta' },
    { name: 'Georgia Theatre', address: '215 N Lumpkin St, Athens' },
    { name: '40 Watt Club', address: '285 W Washington St, Athens' },
    { name: 'The Olde Pink House', address: '23 Abercorn St, Savannah' },
    { name: "The Pirates' House", address: '20 E Broad St, Savannah' },
    { name: 'Jekyll Island Club Resort', address: '371 Riverview Dr, Jekyll Island' },
  ],
} satisfies StatePromo
