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
    { name: 'The Capital Hotel', address: '111 W Markham St, Little Rock' },
    { name: "Doe's Eat Place", address: '1023 W Markham St, Little Rock' },
    { name: 'The Arlington Resort Hotel & Spa', address: '239 Central Ave, Hot Springs' },
    { name: 'The Ohio Club', address: '336 Central Ave, Hot Springs' },
    { name: "McClard's Bar-B-Q", address: '505 Albert Pike Rd, Hot Springs' },
    { name: '1886 Crescent Hotel & Spa', address: '75 Prospect Ave, Eureka Springs' },
    { name: "George's Majestic Lounge", address: '519 W Dickson St, Fayetteville' },
    { name: 'Crystal Bridges Museum of American Art', address: '600 Museum Way, Bentonville' },
  ],
} satisfies StatePromo
