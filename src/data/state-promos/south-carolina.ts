import type { StatePromo } from '../types'

/** South Carolina: three moods, Lowcountry, Midlands and Upstate, plus how to handle the heat. */
export default {
  heading: 'Lowcountry Nights and Upstate Evenings: {brand} in South Carolina',
  tagline:
    "Slow Southern evenings, from Charleston's gas lamps to the Upstate's tree-shaded Main Streets.",
  paragraphs: [
    'South Carolina sorts itself into three moods. The Lowcountry, from Beaufort up through Charleston, is marsh grass, live oaks and long dinners. The Midlands center on Columbia, a state capital and college town that gets loud on fall Saturdays. The Upstate, with Greenville and Spartanburg at the foot of the Blue Ridge, runs a few degrees cooler and a good deal faster than its reputation. Then there is the Grand Strand around Myrtle Beach, all neon, mini golf and seafood buffets, which is a category of its own.',
    'Charleston rewards anyone willing to walk. Start on King Street for shops and cocktail bars, drift toward East Bay Street and the French Quarter for older dining rooms, and finish at the Battery with the harbor and Fort Sumter out in the dark. Upper King, above Calhoun Street, is where the later crowd goes once dinner is done. Reservations matter here more than in most Southern cities, particularly on spring weekends and during the Spoleto Festival, which fills the peninsula in late May and early June.',
    'Greenville is the surprise for most visitors. Its Main Street is shaded by trees and lined with patios, and Falls Park on the Reedy, with its curved pedestrian bridge over the waterfall, is a genuinely good place for an after-dinner walk. In Columbia, the Vista along Gervais Street handles the grown-up dinners, while Five Points near the university turns very collegiate after ten. Myrtle Beach offers two takes on an evening: the oceanfront boardwalk with its bright lights, or the calmer Market Common.',
    "Summer is the test. From June through August the humidity makes a linen shirt a practical decision rather than a style choice, and afternoon thunderstorms roll in almost on schedule, so save patio time for after sundown. April, May and October are the sweet spots. Dress in Charleston leans polished, and people do notice shoes. Drive between cities, because the distances are real, but leave the car parked once you're downtown. Sunday brunch is close to a civic institution, so if Saturday runs late, the morning already has a plan.",
  ],
  venues: [
    { name: 'Waterfront Park', address: '1 Vendue Range, Charleston' },
    { name: 'White Point Garden', address: '2 Murray Blvd, Charleston' },
    { name: 'Marion Square', address: '329 Meeting St, Charleston' },
    { name: 'Fort Sumter National Monument', address: '340 Concord St, Charleston' },
    { name: 'Falls Park on the Reedy', address: '601 S Main St, Greenville' },
    { name: 'South Carolina State House', address: '1100 Gervais St, Columbia' },
    { name: 'Finlay Park', address: '930 Laurel St, Columbia' },
    { name: 'Myrtle Beach Boardwalk', address: 'N Ocean Blvd, Myrtle Beach' },
  ],
} satisfies StatePromo
