import type { StatePromo } from '../types'

/** Massachusetts: Boston by last train, the quick change of scene beyond it, and the Cape in season. */
export default {
  heading: 'Old Streets, New Nights: Massachusetts on {brand}',
  tagline:
    'Massachusetts packs colonial taverns, college-town bars and summer shore towns into a surprisingly small map.',
  paragraphs: [
    "Boston's nightlife is compact, a little formal, and shaped by the fact that the subway winds down shortly after midnight, so plan the evening around the last train or a rideshare home. Back Bay and the South End hold the polished dining rooms and wine bars, the North End serves cannoli and late espresso on narrow streets, Beacon Hill keeps its gas lamps and hushed pubs, and the Seaport has rooftop bars with harbor views. Across the river, Cambridge and Somerville run on a bookish, academic energy in Harvard, Central and Davis squares.",
    'Beyond the city, the state changes character quickly. Salem leans fully into its witch-trial history every October, when the streets fill with costumes and hotel rooms disappear. Worcester has quietly built a lively restaurant row along Shrewsbury Street. Western Massachusetts has the Berkshires, where summer means lawn seats at Tanglewood and old inns in Lenox and Stockbridge, and Northampton brings a college-town arts scene to the Pioneer Valley, with live music most nights of the week.',
    "Cape Cod and the islands keep their own season. From June to early September, Provincetown, Chatham and the harbor towns of Nantucket and Martha's Vineyard run late, then many places close or trim their hours once the summer people leave. Book ferries well ahead in high summer, and if you are driving, avoid the Friday afternoon crawl toward the canal bridges. A sunset from a Chatham porch is worth the traffic; a sunset seen from a stalled car on Route 6 is not.",
    "Nor'easters can drop a foot of snow overnight between December and March, and spring arrives late and briefly. Reservations matter on weekends, especially in the North End and the South End, where the best rooms are small. Smart-casual covers nearly everything; Bostonians notice good shoes more than designer labels. If a Red Sox game is on, give Fenway and Kenmore Square a wide berth or join the crowd, because there is no middle option.",
  ],
  venues: [
    { name: 'Boston Common', address: '139 Tremont St, Boston' },
    { name: 'Public Garden', address: '4 Charles St, Boston' },
    { name: 'Faneuil Hall', address: '1 Faneuil Hall Sq, Boston' },
    { name: 'Charles River Esplanade', address: 'David G Mugar Way, Boston' },
    { name: 'Cambridge Common', address: 'Garden St and Massachusetts Ave, Cambridge' },
    { name: 'Salem Common', address: 'Washington Square, Salem' },
    { name: 'MacMillan Pier', address: 'MacMillan Wharf, Provincetown' },
    { name: 'Worcester Common', address: '455 Main St, Worcester' },
  ],
} satisfies StatePromo
