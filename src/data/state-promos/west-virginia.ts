import type { StatePromo } from '../types'

/** West Virginia: mountain and river towns, grand old resorts, and roads that take longer than the map says. */
export default {
  heading: 'Almost Heaven After Hours: {brand} in West Virginia',
  tagline:
    'Mountain roads, river towns and a few grand old resorts where an evening still feels like an occasion.',
  paragraphs: [
    'West Virginia is the only state that lies entirely within Appalachia, and you feel it on every drive: roads follow rivers, rivers cut through ridges, and most towns are tucked into valleys. Charleston, the capital, sits on the Kanawha River beneath a gold-domed Capitol. Huntington lies west on the Ohio, Morgantown is home to West Virginia University, and Wheeling anchors the Northern Panhandle. Over in the Eastern Panhandle, Martinsburg, Shepherdstown and Harpers Ferry sit close enough to Washington, D.C. to draw weekend visitors.',
    "A night out here is about character more than scale. Downtown Charleston, around Capitol Street and the East End, has restaurants, a few cocktail bars and the Clay Center for concerts. Morgantown's High Street is lively whenever classes are in session and wild on football Saturdays. Wheeling's restored downtown and its historic suspension bridge make a handsome backdrop for an evening stroll, and Shepherdstown, one of the oldest towns in the state, offers a walkable main street with taverns and a college-town feel on a much smaller scale.",
    'The outdoors shapes everything. The New River Gorge, now a national park, brings climbers and rafters to Fayetteville, whose small dining scene punches well above its size. Snowshoe draws skiers in winter, and the Greenbrier in White Sulphur Springs has hosted presidents, golfers and couples on a weekend away for well over a century. Fall color peaks in early to mid-October, when the scenic byways become the date plan all by themselves. Spring brings wildflowers and whitewater, and summer stays milder up in the high country.',
    'Distances look short on a map and take longer in real life, because almost nothing here is flat or straight. Leave extra time, keep the tank above half in rural counties, and expect patchy cell service. Rideshares exist in the larger cities but thin out quickly beyond them. Dress is relaxed nearly everywhere, though the grand resorts still appreciate a jacket at dinner. Locals are friendly, and if you ask where to eat you may get a story, a recommendation and directions that involve a landmark that is no longer there.',
  ],
  venues: [
    { name: 'West Virginia State Capitol', address: '1900 Kanawha Blvd E, Charleston' },
    { name: 'Haddad Riverfront Park', address: '600 Kanawha Blvd E, Charleston' },
    { name: 'New River Gorge Bridge', address: '162 Visitor Center Rd, Lansing' },
    { name: 'Harpers Ferry National Historical Park', address: '171 Shoreline Dr, Harpers Ferry' },
    { name: 'Ritter Park', address: '8th St and 12th Ave, Huntington' },
    { name: 'Caperton Rail Trail', address: 'Don Knotts Blvd, Morgantown' },
    { name: 'Heritage Port', address: 'Water St, Wheeling' },
    { name: 'Blackwater Falls State Park', address: '1584 Blackwater Lodge Rd, Davis' },
  ],
} satisfies StatePromo
