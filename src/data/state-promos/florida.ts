import type { StatePromo } from '../types'

/** Florida: several states in one, from Miami's late dinners and the Keys to the Gulf Coast and the Deep South feel of the north. */
export default {
  heading: '{brand} Florida: From the Panhandle to the Keys',
  tagline:
    'Florida is really several states in one, and each of them keeps its own kind of late night.',
  paragraphs: [
    'Start in the south and work your way up. Miami is the loudest and latest, with the towers of Brickell, the murals of Wynwood, the cafecito windows of Little Havana and the neon of Ocean Drive, where dinner at ten counts as early. Fort Lauderdale and Palm Beach are calmer and dressier, with Las Olas Boulevard and Worth Avenue setting the tone. At the end of the Overseas Highway, Key West keeps its own hours on Duval Street and gathers at Mallory Square each evening to applaud the sunset.',
    'The Gulf Coast moves at a gentler tempo. Tampa pairs the Cuban and Spanish heritage of Ybor City with long waterfront walks on the Riverwalk, while St. Petersburg has grown a downtown of galleries, rooftop bars and the Salvador Dali Museum. Sarasota and Naples lean toward fine dining and theater. Orlando has more to offer than theme parks once you find Thornton Park or Park Avenue in Winter Park. Up north, Jacksonville, St. Augustine and Pensacola feel closer to the Deep South in accent and cooking.',
    'Heat and storms set the schedule. Summer afternoons bring near-daily thunderstorms, so plan outdoor drinks for after the rain and before the mosquitoes. Hurricane season runs June through November; watch the forecast and keep bookings flexible. Winter is high season in South Florida, with fuller restaurants and higher hotel prices. Dress cool, in breathable fabrics, and carry a light layer for fiercely air-conditioned dining rooms. Apart from Miami transit and the Brightline trains, a car or rideshare is how nearly everyone gets around.',
  ],
  venues: [
    { name: 'Bayfront Park', address: '301 Biscayne Blvd, Miami' },
    { name: 'South Pointe Park', address: '1 Washington Ave, Miami Beach' },
    { name: 'Lummus Park', address: '1130 Ocean Dr, Miami Beach' },
    { name: 'Lake Eola Park', address: '512 E Washington St, Orlando' },
    { name: 'Curtis Hixon Waterfront Park', address: '600 N Ashley Dr, Tampa' },
    { name: 'Bayshore Boulevard', address: 'Bayshore Blvd, Tampa' },
    { name: 'Castillo de San Marcos', address: '1 S Castillo Dr, St. Augustine' },
    { name: 'Mallory Square', address: '400 Wall St, Key West' },
  ],
} satisfies StatePromo
