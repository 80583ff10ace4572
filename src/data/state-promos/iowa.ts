import type { StatePromo } from '../types'

/** Iowa: the river towns on either border and a capital that stays up later than its reputation. */
export default {
  heading: 'Iowa Between the Rivers, as {brand} Sees It',
  tagline:
    "Iowa's evenings run from Mississippi bluff towns to a capital that has quietly learned how to stay out late.",
  paragraphs: [
    'Iowa is framed by water: the Mississippi along its eastern edge, the Missouri and Big Sioux to the west. The river towns on either side have the most character after dark. Dubuque stacks brick storefronts beneath limestone bluffs, Davenport anchors the Quad Cities with a restored downtown and a long riverfront trail, and Sioux City looks across to Nebraska and South Dakota from its western corner. Between them lie rolling farmland, the old colony villages of the Amanas, and the Iowa Great Lakes around Okoboji, which spend each summer as a boat-and-supper-club scene before going quiet in the fall.',
    'Des Moines is where most evenings begin. The East Village packs wine bars and boutiques into a few blocks below the gold-domed Capitol, Court Avenue handles the louder weekend crowd, and Ingersoll Avenue keeps the classic steakhouses. In January, locals use the downtown skywalk to move between hotels, restaurants and the theater without ever putting on a hat. Iowa City plays a different tune, with a literary streak, a pedestrian mall lined with bookshops and bars, and a mood that changes completely whenever the Hawkeyes play at home.',
    "Plan around the calendar. The Iowa State Fair takes over the capital for eleven days every August, and a caucus season fills every hotel bar with campaign staff and reporters. Roads between cities are easy but long, and January wind across open fields is no joke, so keep a blanket in the trunk. Nobody in Iowa will blink at jeans, though a pressed shirt at Jesse's Embers or a downtown cocktail lounge reads as a nice bit of effort.",
  ],
  venues: [
    { name: 'Hotel Fort Des Moines', address: '1000 Walnut St, Des Moines' },
    { name: 'Hoyt Sherman Place', address: '1501 Woodland Ave, Des Moines' },
    { name: "Jesse's Embers", address: '3301 Ingersoll Ave, Des Moines' },
    { name: 'Englert Theatre', address: '221 E Washington St, Iowa City' },
    { name: 'Paramount Theatre', address: '123 3rd Ave SE, Cedar Rapids' },
    { name: 'Hotel Julien Dubuque', address: '200 Main St, Dubuque' },
    { name: 'Hotel Blackhawk', address: '200 E 3rd St, Davenport' },
    { name: 'Orpheum Theatre', address: '528 Pierce St, Sioux City' },
  ],
} satisfies StatePromo
