import type { StatePromo } from '../types'

/** Hawaii: island-by-island evenings built around sunset, trade winds, aloha-shirt dress codes and an unhurried pace. */
export default {
  heading: 'Aloha After Dark: {brand} in Hawaii',
  tagline:
    'On the islands, the best evenings begin with a sunset, a cold drink and nowhere in particular to be.',
  paragraphs: [
    'Each island plays a different role. Oahu is the busy one: Honolulu has the beachfront hotel bars of Waikiki, the cocktail spots and galleries of Chinatown, and the local favorites of Kaimuki and Kakaako. Maui divides its evenings between resort glamour in Wailea and Kaanapali and the surf-town ease of Paia and Makawao. The Big Island offers the sunset strip of Alii Drive in Kona and rainy, good-natured Hilo on the other side. Kauai is the quietest of all, where a late night may wrap up by nine.',
    'Sunset is the main event everywhere. In Waikiki, claim a table by five for the hula and slack-key guitar at the oceanfront hotels; on Maui and the Kona coast, west-facing shores put on the best show. It is warm all year, though winter brings big surf to north shores and more rain to windward coasts, and the trade winds keep most evenings comfortable. The islands skip daylight saving time altogether, so friends back on the mainland are somewhere between two and six hours ahead.',
    'Dress is famously relaxed. An aloha shirt with nice slacks, or a sundress and sandals, will get you into almost any dining room in the state. Outside Honolulu a rental car is close to essential, and some routes, like the road to Hana, are best driven in daylight. Reserve well ahead for popular restaurants on Maui and Oahu. Respect local customs and places, too: slip off your shoes when invited into a home, stay off closed trails and reefs, and let the slower pace set the evening.',
  ],
  venues: [
    { name: 'Ala Moana Beach Park', address: '1201 Ala Moana Blvd, Honolulu' },
    { name: 'Kapiolani Park', address: '3840 Paki Ave, Honolulu' },
    { name: 'Diamond Head State Monument', address: 'Diamond Head Rd, Honolulu' },
    { name: 'Iolani Palace', address: '364 S King St, Honolulu' },
    { name: 'Waikiki Beach', address: 'Kalakaua Ave, Honolulu' },
    { name: 'Foster Botanical Garden', address: '180 N Vineyard Blvd, Honolulu' },
    { name: 'Liliuokalani Gardens', address: '189 Lihiwai St, Hilo' },
    { name: 'Hanalei Pier', address: 'Weke Rd, Hanalei' },
  ],
} satisfies StatePromo
