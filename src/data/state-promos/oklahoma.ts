import type { StatePromo } from '../types'

/** Oklahoma: Route 66, Western swing and Art Deco, with tornado-season sense. */
export default {
  heading: 'Red Dirt and Neon: An Oklahoma Evening with {brand}',
  tagline: 'Western swing, Route 66 and steak dinners under enormous prairie skies.',
  paragraphs: [
    "History here is worn out loud. Route 66 cuts diagonally across Oklahoma, past neon-signed diners and roadside oddities; the stockyards of Oklahoma City still operate beside a steakhouse that has fed cattlemen since 1910; and Tulsa's oil-boom skyline reads like a textbook of Art Deco. Between the two big cities lie about a hundred miles of turnpike and rolling red-dirt country, and plenty of Oklahomans think nothing of driving it for a good concert.",
    "In Oklahoma City, Bricktown's canal and ballpark draw the crowds, while the Plaza District, Midtown and the Paseo Arts District are where locals go for cocktails, galleries and a quieter table. Tulsa's Blue Dome District and Tulsa Arts District fill with patios and live music, and the River Parks trails along the Arkansas River make an easy walk before dinner. Norman and Stillwater move with their university calendars, especially on football Saturdays.",
    'Spring is tornado season, and a sunny afternoon can turn into sirens by evening, so keep weather alerts switched on and know where the nearest sturdy building is. Summers run hot and windy, and winters bring the occasional ice storm. Dress leans casual with a Western edge; boots are never wrong. Rideshares are dependable in the Oklahoma City and Tulsa cores, and the OKC streetcar loops through downtown, Bricktown and Midtown. Kitchens often close earlier than coastal visitors expect, so start the evening on time.',
  ],
  venues: [
    { name: 'Myriad Botanical Gardens', address: '301 W Reno Ave, Oklahoma City' },
    { name: 'Oklahoma City National Memorial', address: '620 N Harvey Ave, Oklahoma City' },
    { name: 'Oklahoma State Capitol', address: '2300 N Lincoln Blvd, Oklahoma City' },
    { name: 'Scissortail Park', address: '300 SW 7th St, Oklahoma City' },
    { name: 'Gathering Place', address: '2650 S John Williams Way E, Tulsa' },
    { name: 'Woodward Park', address: '2435 S Peoria Ave, Tulsa' },
    { name: 'River Parks', address: 'Riverside Dr, Tulsa' },
    { name: 'Guthrie Historic District', address: 'Oklahoma Ave, Guthrie' },
  ],
} satisfies StatePromo
