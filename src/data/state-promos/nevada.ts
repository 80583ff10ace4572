import type { StatePromo } from '../types'

/** Nevada: past the Strip to Fremont Street, Reno, Tahoe and the Comstock. */
export default {
  heading: '{brand} in Nevada: Past the Neon',
  tagline:
    'Las Vegas gets the headlines, but Reno, Tahoe and the old Comstock towns keep late hours of their own.',
  paragraphs: [
    "Nevada keeps strange hours, and that is half its charm. Casino floors never close, many bars pour around the clock, and a dinner reservation at ten at night raises no eyebrows in Las Vegas. Yet the Strip is only one chapter. Downtown along Fremont Street has an older, louder, more neon-soaked personality, and the Arts District just south of it has become the locals' pick for cocktails and small plates away from the resort crowds.",
    "Seven hours north by car, Reno plays the smaller, friendlier sibling. The Riverwalk District follows the Truckee River through downtown, Midtown along South Virginia Street holds the coffee bars and cocktail rooms, and a family-style Basque dinner at a long shared table is a local rite. Lake Tahoe's south shore sits right on the California line at Stateline, where casino towers face pine forest. Up in the hills, Virginia City still looks like a silver-rush film set, boardwalks and swinging saloon doors included.",
    'The desert swings hard between seasons. Las Vegas summer nights can stay above ninety degrees, while Reno and Tahoe drop below freezing in winter. Drink more water than seems necessary. The Strip looks walkable on a map and is not; the distances between resorts are long, so budget for rideshares or the monorail. Upscale lounges expect collared shirts and real shoes, and nobody minds if you overdress. Set a budget before you step onto the first casino floor, and treat it as a promise to yourself.',
  ],
  venues: [
    { name: 'Springs Preserve', address: '333 S Valley View Blvd, Las Vegas' },
    { name: 'Welcome to Fabulous Las Vegas Sign', address: '5200 S Las Vegas Blvd, Las Vegas' },
    {
      name: 'Red Rock Canyon National Conservation Area',
      address: '1000 Scenic Loop Dr, Las Vegas',
    },
    { name: 'Hoover Dam', address: 'US 93, Boulder City' },
    { name: 'Wingfield Park', address: '300 W 1st St, Reno' },
    { name: 'Reno Arch', address: 'N Virginia St and Commercial Row, Reno' },
    { name: 'Nevada State Capitol', address: '101 N Carson St, Carson City' },
    { name: 'Sand Harbor, Lake Tahoe Nevada State Park', address: '2005 NV-28, Incline Village' },
  ],
} satisfies StatePromo
