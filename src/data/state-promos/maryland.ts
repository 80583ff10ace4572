import type { StatePromo } from '../types'

/** Maryland: crab-house dates, Baltimore by neighborhood, and the Chesapeake towns around it. */
export default {
  heading: 'Crab Mallets to Cocktail Bars: Maryland, Mapped by {brand}',
  tagline:
    "Maryland wraps its nightlife around the Chesapeake Bay, from Baltimore's rowhouse bars to the sailboat harbors of the Eastern Shore.",
  paragraphs: [
    'Nothing breaks the ice in Maryland quite like a table covered in brown paper, a wooden mallet each, and a tray of steamed blue crabs dusted with Old Bay. It is messy, social and unhurried, which makes it an underrated first date: nobody can look polished while cracking a claw, so nobody tries. Crab season runs roughly from late spring into the fall, and the best crab houses sit on creeks and marinas around the Bay rather than in city centers, so the drive becomes part of the evening.',
    "Baltimore is a city of neighborhoods, and each keeps different hours. Fells Point has cobblestones, old sailors' bars and the harbor lapping at the foot of Broadway; Federal Hill and Canton draw a rowdier weekend crowd; Mount Vernon has the grand old buildings, the Walters Art Museum and quieter lounges; Hampden does vintage shops and quirky kitchens along 36th Street, known locally as The Avenue. The harbor water taxi links several of these and doubles as a sightseeing cruise on a warm night.",
    'Annapolis, the state capital, is a sailing town first: City Dock, the brick lanes off Main Street and the midshipmen of the Naval Academy set its tone. Across the Bay Bridge, St. Michaels and Easton trade on waterfront inns, and Ocean City turns into a boardwalk party every summer. Out west, Deep Creek Lake offers a cooler mountain escape. Summers are humid, so dress light but bring a layer for air-conditioned rooms, and avoid crossing the Bay Bridge on a Friday afternoon in July.',
  ],
  venues: [
    { name: 'Inner Harbor Promenade', address: 'Light St and Pratt St, Baltimore' },
    { name: 'Fort McHenry National Monument', address: '2400 E Fort Ave, Baltimore' },
    { name: 'Federal Hill Park', address: '300 Warren Ave, Baltimore' },
    { name: 'Mount Vernon Place', address: 'Charles St and Monument St, Baltimore' },
    { name: 'Maryland State House', address: '100 State Cir, Annapolis' },
    { name: 'City Dock', address: 'Dock St, Annapolis' },
    { name: 'Ocean City Boardwalk', address: 'Atlantic Ave, Ocean City' },
    { name: 'Baker Park', address: '121 N Bentz St, Frederick' },
  ],
} satisfies StatePromo
