import type { StatePromo } from '../types'

/** Iowa: the river towns on either border and a capital that stays up later than its reputation. */
export default {
  heading: 'Iowa Between the Rivers, as {brand} Sees It',
  tagline:
    "Iowa's evenings run from Mississippi bluff towns to a capital that has quietly learned how to stay out late.",
  paragraphs: [
    'Iowa is framed by water: the Mississippi along its eastern edge, the Missouri and Big Sioux to the west. The river towns on either side have the most character after dark. Dubuque stacks brick storefronts beneath limestone bluffs, Davenport anchors the Quad Cities with a restored downtown and a long riverfront trail, and Sioux City looks across to Nebraska and South Dakota from its western corner. Between them lie rolling farmland, the old colony villages of the Amanas, and the Iowa Great Lakes around Okoboji, which spend each summer as a boat-and-supper-club scene before going quiet in the fall.',
    'Des Moines is where most evenings begin. The East Village packs wine bars and boutiques into a few blocks below the gold-domed Capitol, Court Avenue handles the louder weekend crowd, and Ingersoll Avenue keeps the classic steakhouses. In January, locals use the downtown skywalk to move between hotels, restaurants and the theater without ever putting on a hat. Iowa City plays a different tune, with a literary streak, a pedestrian mall lined with bookshops and bars, and a mood that changes completely whenever the Hawkeyes play at home.',
    'Plan around the calendar. The Iowa State Fair takes over the capital for eleven days every August, and a caucus season fills every hotel bar with campaign staff and reporters. Roads between cities are easy but long, and January wind across open fields is no joke, so keep a blanket in the trunk. Nobody in Iowa will blink at jeans, though a pressed shirt for a downtown evening reads as a nice bit of effort.',
  ],
  venues: [
    { name: 'Iowa State Capitol', address: '1007 E Grand Ave, Des Moines' },
    { name: 'Pappajohn Sculpture Park', address: '1330 Grand Ave, Des Moines' },
    { name: 'Principal Riverwalk', address: 'E Locust St and the Des Moines River, Des Moines' },
    { name: "Gray's Lake Park", address: '2101 Fleur Dr, Des Moines' },
    { name: 'Old Capitol', address: '21 N Clinton St, Iowa City' },
    { name: 'Eagle Point Park', address: '2601 Shiras Ave, Dubuque' },
    { name: 'Greene Square', address: '3rd Ave SE and 4th St SE, Cedar Rapids' },
    { name: 'LeClaire Park', address: '400 W Beiderbecke Dr, Davenport' },
  ],
} satisfies StatePromo
