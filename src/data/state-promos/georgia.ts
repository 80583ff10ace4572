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
    { name: 'Centennial Olympic Park', address: '265 Park Ave W NW, Atlanta' },
    { name: 'Piedmont Park', address: '400 Park Dr NE, Atlanta' },
    { name: 'Atlanta BeltLine Eastside Trail', address: 'Irwin St NE, Atlanta' },
    { name: 'Georgia State Capitol', address: '206 Washington St SW, Atlanta' },
    { name: 'Forsyth Park', address: 'Gaston St and Whitaker St, Savannah' },
    { name: 'Chippewa Square', address: 'Bull St and W McDonough St, Savannah' },
    { name: 'Rousakis Riverfront Plaza', address: 'River St, Savannah' },
    { name: 'Augusta Riverwalk', address: '8th St and Reynolds St, Augusta' },
  ],
} satisfies StatePromo
