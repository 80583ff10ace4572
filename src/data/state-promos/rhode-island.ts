import type { StatePromo } from '../types'

/** Rhode Island: a tiny state where dinner and a nightcap can be in different cities, Providence to Newport. */
export default {
  heading: '{brand} in Rhode Island: Small State, Long Evenings',
  tagline:
    'Barely fifty miles from top to bottom, and somehow a different mood around every bend of the bay.',
  paragraphs: [
    'Rhode Island is the state where you can have dinner in one city and a nightcap in another without the drive becoming the main event. Providence anchors the head of Narragansett Bay, Newport holds down the mouth, and in between sit Warwick, Cranston, Bristol and East Greenwich, each with its own main street and its own loyal regulars. People here are direct, proud of their coffee milk and oddly passionate about which color of chowder is correct, and they will tell you where to eat before you ask.',
    'In Providence, the evening tends to split by neighborhood. Federal Hill along Atwells Avenue is red-sauce territory, marked by the arch with the pine cone at its gate. Fox Point and the Jewelry District lean toward smaller, newer kitchens, and Thayer Street runs on Brown students and late slices. Downtown, the river walks fill up on WaterFire nights, when braziers burn on the water and the whole city seems to move in one slow crowd. Check the schedule before you plan a quiet dinner nearby.',
    'Newport is its own weather system. Summer brings sailors, wedding parties and mansion tours, and the wharves off Thames Street fill by sunset. Come in the shoulder months instead, say late September, and you get the same harbor light with tables you can actually book. The Cliff Walk makes a fine stroll before dinner if you wear shoes with grip, because the path turns rocky toward its southern end. South County, from Narragansett to Watch Hill, keeps a beachier rhythm that lasts well into September.',
    'A few practicalities. Parking in Providence is manageable; Newport in July is not, so park once and walk. Breezes off the bay make evenings cooler than the forecast suggests, so bring a layer even in August. Dress runs smart-casual nearly everywhere, and a blazer reads as effort rather than necessity. The profiles on this page are illustrative sketches written by our editors, and joining {brand} means a free signup with a partner dating site, which is where any real conversation takes place.',
  ],
  venues: [
    { name: 'Waterplace Park', address: '1 Finance Way, Providence' },
    { name: 'Prospect Terrace Park', address: '60 Congdon St, Providence' },
    { name: 'Rhode Island State House', address: '82 Smith St, Providence' },
    { name: 'Roger Williams Park', address: '1000 Elmwood Ave, Providence' },
    { name: 'Cliff Walk', address: 'Memorial Blvd, Newport' },
    { name: 'Fort Adams State Park', address: '80 Fort Adams Dr, Newport' },
    { name: 'Brenton Point State Park', address: 'Ocean Dr, Newport' },
    { name: 'Napatree Point', address: 'Fort Rd, Westerly' },
  ],
} satisfies StatePromo
