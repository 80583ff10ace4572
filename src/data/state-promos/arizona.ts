import type { StatePromo } from '../types'

/** Arizona: desert evenings that start after sunset, from the Valley of the Sun to Tucson and the pine country up north. */
export default {
  heading: '{brand} After Sundown in Arizona',
  tagline:
    "When the desert heat finally lets go, Arizona's evenings come alive under some of the clearest skies in the country.",
  paragraphs: [
    'Arizona runs on two clocks: the one on the wall and the one the thermometer sets. In the Valley of the Sun, Phoenix, Scottsdale and Tempe sprawl across a grid of wide boulevards, and the good nights happen in Old Town Scottsdale, along Roosevelt Row in downtown Phoenix, or near Mill Avenue in Tempe. About two hours south, Tucson is looser and more bohemian, with Fourth Avenue and Congress Street carrying its late crowd. Up north, Flagstaff and Sedona swap saguaro for ponderosa pine and red rock.',
    'Summer is for night owls. From June through September, Phoenix afternoons routinely pass 105 degrees, so locals eat late, swim after dark and save the patio for the hour after sunset. The monsoon adds dramatic storms and sudden dust in July and August. October through April is the payoff: mild nights, fire pits, spring training crowds in March and resort season in full swing. Arizona mostly skips daylight saving time, which catches visitors who check reservations against a phone set to another zone.',
    'Dress is relaxed but polished: linen, good sandals and a light layer, because desert nights cool quickly, and Flagstaff sits at nearly seven thousand feet. Plan on a car or rideshare; Valley Metro light rail links Phoenix, Tempe and Mesa, but Scottsdale is off the line. Drink more water than you think you need, especially before cocktails. If a stargazing drive is part of the plan, Flagstaff was named the first International Dark Sky City, and the view on a clear night justifies the detour.',
  ],
  venues: [
    { name: 'Margaret T. Hance Park', address: '67 W Culver St, Phoenix' },
    { name: 'Arizona State Capitol', address: '1700 W Washington St, Phoenix' },
    { name: 'Papago Park', address: '625 N Galvin Pkwy, Phoenix' },
    { name: 'Tempe Town Lake', address: '80 W Rio Salado Pkwy, Tempe' },
    { name: 'Scottsdale Civic Center Park', address: '7380 E 2nd St, Scottsdale' },
    { name: 'El Presidio Park', address: '160 W Alameda St, Tucson' },
    { name: 'Mission San Xavier del Bac', address: '1950 W San Xavier Rd, Tucson' },
    { name: 'Heritage Square', address: 'Aspen Ave and Leroux St, Flagstaff' },
  ],
} satisfies StatePromo
