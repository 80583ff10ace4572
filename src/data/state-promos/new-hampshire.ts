import type { StatePromo } from '../types'

/** New Hampshire: Portsmouth waterfront, Manchester mills, mountain inns and the calendar of foliage and mud season. */
export default {
  heading: 'New Hampshire Evenings, Courtesy of {brand}',
  tagline:
    'A sliver of Atlantic coast, a wall of mountains, and more good bars in between than the size of the state suggests.',
  paragraphs: [
    'Granite, salt water and woodsmoke: that is the short version. The longer one starts in Portsmouth, on the Piscataqua River, which is the natural place for a night out. Its brick downtown circles Market Square, restaurants hide in old chandleries and warehouses, and tugboats nose past Prescott Park at dusk. It feels like a pocket-sized port city rather than a Boston suburb, even though Boston is barely an hour down Interstate 95.',
    'Inland, Manchester has the bigger population and a downtown along Elm Street that has steadily filled with cocktail bars, theaters and late kitchens, many of them near the old brick mills beside the Merrimack. Concord is quieter, built around the gold-domed State House. North of there the state changes character completely: the Lakes Region around Winnipesaukee in summer, then the White Mountains, where a date might mean a fireside lounge in a grand hotel after a day on the Kancamagus Highway.',
    'Timing matters more here than in most places. Foliage season, from late September into mid-October, fills every inn in the North Country, so book early or expect to drive. Winter brings ski traffic on Interstate 93 and roads that demand good tires. April is mud season, the quiet month when locals get their favorite tables back. Dress is relaxed almost everywhere; flannel passes in most dining rooms north of Concord. There is no general sales tax, which visitors tend to celebrate at the big state liquor stores right on the highway.',
  ],
  venues: [
    { name: 'New Hampshire State House', address: '107 N Main St, Concord' },
    { name: 'Prescott Park', address: '105 Marcy St, Portsmouth' },
    { name: 'Market Square', address: 'Market Square, Portsmouth' },
    { name: 'Hampton Beach State Park', address: '160 Ocean Blvd, Hampton' },
    { name: 'Veterans Memorial Park', address: '723 Elm St, Manchester' },
    { name: 'Arms Park', address: 'Arms St, Manchester' },
    { name: 'Mount Washington State Park', address: "Mount Washington summit, Sargent's Purchase" },
    { name: 'Central Square', address: 'Central Square, Keene' },
  ],
} satisfies StatePromo
