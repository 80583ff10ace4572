import type { StatePromo } from '../types'

/** Alabama: Southern hospitality from Birmingham's restored districts to Mobile Bay, timed around football and summer heat. */
export default {
  heading: 'Evenings in Alabama, the {brand} Way',
  tagline:
    "From Birmingham's brick-lined avenues to the oyster bars of Mobile Bay, Alabama rewards anyone who slows down and stays for dessert.",
  paragraphs: [
    'Alabama is bigger and more varied than its reputation. Birmingham, built on iron and steel, now spends its evenings in restored warehouses around Avondale, Lakeview and the Parkside district by Railroad Park. Huntsville, the Rocket City, mixes engineers with the old-money charm of Twickenham. Montgomery pairs civil rights history with a lively riverfront, and Tuscaloosa lives by the Crimson Tide calendar. Down south, Mobile claims the oldest Mardi Gras in the country and a downtown of wrought-iron balconies along Dauphin Street.',
    'Plan around the weather and the schedule. Summers are long, humid and thunder-prone, so a dinner reservation at eight beats a patio at five. April and October are the sweet spots, warm enough for outdoor tables without the wilt. On a fall Saturday, college football rearranges everything: restaurants in Tuscaloosa and Auburn fill by noon, hotel rates climb, and the interstate slows to a crawl. Check the home schedule before you book anything, or lean into it and join the crowd.',
    'Getting around means driving; outside downtown Birmingham and the Mobile entertainment district, walkable blocks run out quickly and rideshare thins late at night. Dress runs smart-casual, though a nice dinner in Mountain Brook or on the Eastern Shore still calls for a collared shirt or a good dress. Manners matter here. Say please, hold the door, tip well, and you will be treated like a regular by the second visit. When the cities get hot, Gulf Shores and Orange Beach are the easy weekend escape.',
  ],
  venues: [
    { name: 'Kelly Ingram Park', address: '500 17th St N, Birmingham' },
    { name: 'Railroad Park', address: '1600 1st Ave S, Birmingham' },
    { name: 'Vulcan Park', address: '1701 Valley View Dr, Birmingham' },
    { name: 'Big Spring Park', address: '200 Church St SW, Huntsville' },
    { name: 'Alabama State Capitol', address: '600 Dexter Ave, Montgomery' },
    { name: 'Riverfront Park', address: '355 Commerce St, Montgomery' },
    { name: 'Bienville Square', address: 'Dauphin St and St Joseph St, Mobile' },
    { name: 'Gulf State Park', address: '20115 State Hwy 135, Gulf Shores' },
  ],
} satisfies StatePromo
