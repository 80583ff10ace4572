import type { StatePromo } from '../types'

/** Montana: long drives between characterful towns, hot springs, and mountain-weather caution. */
export default {
  heading: 'Last Best Evenings: {brand} Rides Through Montana',
  tagline:
    'Montana spreads its nightlife thin across huge distances, which makes every good saloon, hot spring and mountain-town main street worth the drive.',
  paragraphs: [
    'Montana is the fourth-largest state and one of the least crowded, so an evening out usually begins with a long drive under an enormous sky. The payoff comes in the towns. Bozeman has grown into a restaurant and brewery hub at the foot of the Bridger Range, Missoula mixes a university crowd with river-town ease along Higgins Avenue, and Whitefish wraps a ski-town main street around the road to Glacier National Park. Livingston, on the Yellowstone River, keeps an old railroad-town swagger and a surprising number of writers.',
    "Butte, once called the Richest Hill on Earth, has an uptown full of Victorian brick and saloons with century-old back bars; its St. Patrick's Day is a statewide pilgrimage. Billings, the largest city, has a compact brewery district downtown beneath the sandstone Rims. Helena, the capital, runs along Last Chance Gulch, the gold-rush street that gave the city its start. For something different, the hot springs near Pray and White Sulphur Springs turn a cold evening into an outdoor soak under the stars.",
    'Mountain weather changes fast in any month, and snow in June is not unheard of, so carry a jacket even in summer. Watch for deer and elk on dark highways, and do not count on a phone signal between towns. Jeans and boots fit in almost anywhere. As for this site: the city ads shown on {brand} are illustrative examples written by our editors, and signing up is free and simply passes you along to a partner dating site, which runs its own service.',
  ],
  venues: [
    { name: 'Montana State Capitol', address: '1301 E 6th Ave, Helena' },
    { name: 'Last Chance Gulch', address: 'Last Chance Gulch, Helena' },
    { name: 'Caras Park', address: 'Front St and Higgins Ave, Missoula' },
    { name: 'Clark Fork Riverfront Trail', address: 'Riverfront Trail, Missoula' },
    { name: 'Main Street Historic District', address: 'E Main St, Bozeman' },
    { name: 'Glacier National Park', address: 'Going-to-the-Sun Rd, West Glacier' },
    { name: 'Pictograph Cave State Park', address: '3401 Coburn Rd, Billings' },
    { name: 'Giant Springs State Park', address: '4803 Giant Springs Rd, Great Falls' },
  ],
} satisfies StatePromo
