import type { StatePromo } from '../types'

/** Tennessee: three Grand Divisions and three kinds of music, Memphis to the Smokies. */
export default {
  heading: 'Tennessee Tonight, Courtesy of {brand}',
  tagline:
    'Three Grand Divisions, three kinds of music, and one very long state to cross between them.',
  paragraphs: [
    'Tennesseans talk about their state in three parts, and they mean it: the Grand Divisions of East, Middle and West are the three stars on the state flag. West Tennessee is Memphis, the Mississippi and the blues. Middle Tennessee is Nashville and its ring of fast-growing towns like Franklin and Murfreesboro. East Tennessee climbs into the Appalachians, with Knoxville, Chattanooga and the Great Smoky Mountains. Driving from Memphis to Bristol takes most of a day, so choose a region per trip rather than trying to collect them all.',
    "Nashville's Lower Broadway is the famous part, a row of neon honky-tonks with live bands from late morning until very late at night, and it is worth seeing once. For a date, though, locals steer toward the Gulch, 12 South, East Nashville or Germantown, where the rooms are quieter and the cocktails more considered. Songwriter nights, where writers trade songs in the round, are a Nashville specialty and a better second-date plan than shouting over a cover band. Bachelorette parties are everywhere downtown, so plan around them.",
    'Memphis runs on a different clock. Beale Street is loud, bright and mostly for visitors, but it makes a fine first stop before dinner in Midtown, Overton Square or the South Main arts district. Barbecue here means dry-rub ribs, and opinions are strong. At the Peabody, the resident ducks march to the lobby fountain in the morning and back out at five in the afternoon, an oddly charming way to start an evening. Chattanooga, meanwhile, has a walkable riverfront and the Walnut Street pedestrian bridge, which is lovely at dusk.',
    'Summers are humid from one end of the state to the other, while the mountains cool off quickly after dark, so pack for both if you are heading east. Spring and fall are the best seasons, and October in the Smokies is gorgeous but crowded. Dress is relaxed: boots are never out of place in Nashville, and nobody in Memphis expects a tie. Rideshares work well in the big cities. If you want one splurge, make it a show at the Ryman, the old tabernacle downtown that still sounds better than almost any hall in the country.',
  ],
  venues: [
    { name: 'The Peabody Memphis', address: '149 Union Ave, Memphis' },
    { name: "Charlie Vergos' Rendezvous", address: '52 S 2nd St, Memphis' },
    { name: 'The Hermitage Hotel', address: '231 6th Ave N, Nashville' },
    { name: 'Ryman Auditorium', address: '116 5th Ave N, Nashville' },
    { name: 'The Bluebird Cafe', address: '4104 Hillsboro Pike, Nashville' },
    { name: "Tootsie's Orchid Lounge", address: '422 Broadway, Nashville' },
    { name: 'Chattanooga Choo Choo', address: '1400 Market St, Chattanooga' },
    { name: 'Tennessee Theatre', address: '604 S Gay St, Knoxville' },
  ],
} satisfies StatePromo
