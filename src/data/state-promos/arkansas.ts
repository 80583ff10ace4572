import type { StatePromo } from '../types'

/** Arkansas: hot springs, Ozark hill towns and a river capital, with an eye on game weekends and back-road driving. */
export default {
  heading: 'Arkansas Nights with {brand}',
  tagline:
    'Thermal baths, Ozark hollows and a capital city on the river make Arkansas a surprisingly good place for a date.',
  paragraphs: [
    'The Natural State earns the nickname. Northwest Arkansas, where Fayetteville, Springdale, Rogers and Bentonville run together along I-49, has become a fast-growing corridor of bike trails, breweries and a world-class art museum. Little Rock anchors the middle of the state on the Arkansas River, with the River Market district and the SoMa stretch of South Main handling most evenings out. Hot Springs, an hour to the southwest, has drawn pleasure seekers since the bathhouse era, and Eureka Springs tucks Victorian hotels into steep Ozark hillsides.',
    'Hot Springs deserves an evening of its own. Bathhouse Row still lines Central Avenue, a couple of the historic bathhouses still offer a proper soak, and some of the old gangster-era swagger survives in the bars across the street. Spend the late afternoon in the thermal water, then stroll to dinner. In Eureka Springs, nothing is flat and parking is scarce, so leave the car and ride the trolley. The whole town is a historic district, and it wears that history with a wink.',
    'Expect weather swings. Spring brings dogwoods and storms in equal measure, summers are sticky, and October in the Ozarks is worth planning a trip around for the color alone. Dress is easygoing almost everywhere, though the better dining rooms in Little Rock lean smart. Distances are manageable, but rural roads are dark and winding, so save the second drink for nights you are not driving. On Razorback home weekends in Fayetteville, book a room early or stay up the road in Bentonville.',
  ],
  venues: [
    { name: 'Arkansas State Capitol', address: '500 Woodlane St, Little Rock' },
    { name: 'Riverfront Park', address: '400 President Clinton Ave, Little Rock' },
    { name: 'Big Dam Bridge', address: 'Rebsamen Park Rd, Little Rock' },
    {
      name: 'Little Rock Central High School National Historic Site',
      address: '2120 W Daisy L Gatson Bates Dr, Little Rock',
    },
    { name: 'Fayetteville Square', address: 'Center St and Block Ave, Fayetteville' },
    { name: 'Bentonville Square', address: 'Central Ave and Main St, Bentonville' },
    { name: 'Bathhouse Row, Hot Springs National Park', address: '369 Central Ave, Hot Springs' },
    { name: 'Eureka Springs Historic District', address: 'Spring St, Eureka Springs' },
  ],
} satisfies StatePromo
