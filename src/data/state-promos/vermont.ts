import type { StatePromo } from '../types'

/** Vermont: no big city, five seasons, and evenings built around the inn or the tavern. */
export default {
  heading: 'Vermont, Unhurried: An Evening Guide from {brand}',
  tagline:
    'Covered bridges, wood-fired dinners and a state that takes its seasons, all five of them, seriously.',
  paragraphs: [
    "Vermont has no big city, and that is rather the point. Burlington, on the eastern shore of Lake Champlain, is the largest town and the liveliest after dark, home to the University of Vermont and the pedestrian Church Street Marketplace. Beyond it, the state is a patchwork of small places with strong personalities: Stowe and Killington for skiing, Woodstock and Manchester for inns and white steeples, Montpelier as the only state capital without a McDonald's, and Brattleboro for an artsy southern edge.",
    'Locals will tell you there are five seasons here. Winter brings the ski crowds and fireside bars. Spring arrives as mud season, when dirt roads turn to soup and some restaurants close for a breather. Summer is lakes, farmers markets and long twilight. Fall is foliage, with leaf peepers filling every inn from late September through mid-October. Planning a weekend away with someone? Book foliage dates months ahead, or choose the quieter weeks of early summer, when the hills are just as pretty and the inns far less crowded.',
    'An evening in Burlington usually starts with the sun going down over the lake and the Adirondacks, best seen from the waterfront boardwalk, then moves up the hill to Church Street and the bars and dining rooms around it. Outside Burlington, evenings revolve around the inn or the tavern, and dinner is the main event. Farm-to-table is less a marketing phrase here than simply the default, and a surprising number of small towns have a serious restaurant or a brewery that people happily drive an hour to reach.',
    'Getting around means driving, often on winding two-lane roads, and in winter that calls for good tires and patience. Cell service vanishes in the valleys, so download a map before heading into the Green Mountains. Dress is practical: flannel and good boots go nearly anywhere, and only a few resort dining rooms expect more. Moose crossing signs are not a joke, especially after dark. Carry a little cash for farm stands and small-town diners, and expect to be back at the inn earlier than you would be in a city.',
  ],
  venues: [
    { name: 'Waterfront Park', address: 'Lake St, Burlington' },
    { name: 'Battery Park', address: 'Battery St and Pearl St, Burlington' },
    { name: 'Vermont State House', address: '115 State St, Montpelier' },
    { name: 'Hubbard Park', address: '400 Parkway St, Montpelier' },
    { name: 'Woodstock Village Green', address: 'The Green, Woodstock' },
    { name: 'Quechee Gorge', address: '5800 Woodstock Rd, Hartford' },
    { name: "Smugglers' Notch State Park", address: '6443 Mountain Rd, Stowe' },
    { name: 'Bennington Battle Monument', address: '15 Monument Cir, Bennington' },
  ],
} satisfies StatePromo
