import type { StatePromo } from '../types'

/** Tennessee: three Grand Divisions and three kinds of music, Memphis to the Smokies. */
export default {
  heading: 'Tennessee Tonight, Courtesy of {brand}',
  tagline:
    'Three Grand Divisions, three kinds of music, and one very long state to cross between them.',
  paragraphs: [
    'Tennesseans talk about their state in three parts, and they mean it: the Grand Divisions of East, Middle and West are the three stars on the state flag. West Tennessee is Memphis, the Mississippi and the blues. Middle Tennessee is Nashville and its ring of fast-growing towns like Franklin and Murfreesboro. East Tennessee climbs into the Appalachians, with Knoxville, Chattanooga and the Great Smoky Mountains. Driving from Memphis to Bristol takes most of a day, so choose a region per trip rather than trying to collect them all.',
    "Nashville's Lower Broadway is the famous part, a row of neon honky-tonks with live bands from late morning until very late at night, and it is worth seeing once. For a date, though, locals steer toward the Gulch, 12 South, East Nashville or Germantown, where the rooms are quieter and the cocktails more considered. Songwriter nights, where writers trade songs in the round, are a Nashville specialty and a better second-date plan than shouting over a cover band. Bachelorette parties are everywhere downtown, so plan around them.",
    'Memphis runs on a different clock. Beale Street is loud, bright and mostly for visitors, but it makes a fine first stop before dinner in Midtown, Overton Square or the South Main arts district. Barbecue here means dry-rub ribs, and opinions are strong. Along the river, Tom Lee Park and the bluff walk catch the sunset over the Mississippi, an easy way to start an evening. Chattanooga, meanwhile, has a walkable riverfront and the Walnut Street pedestrian bridge, which is lovely at dusk.',
    'Summers are humid from one end of the state to the other, while the mountains cool off quickly after dark, so pack for both if you are heading east. Spring and fall are the best seasons, and October in the Smokies is gorgeous but crowded. Dress is relaxed: boots are never out of place in Nashville, and nobody in Memphis expects a tie. Rideshares work well in the big cities. If you want one splurge, make it a show at the Ryman, the old tabernacle downtown that still sounds better than almost any hall in the country.',
  ],
  venues: [
    { name: 'Centennial Park', address: '2500 West End Ave, Nashville' },
    { name: 'Tennessee State Capitol', address: '600 Dr Martin L King Jr Blvd, Nashville' },
    { name: 'John Seigenthaler Pedestrian Bridge', address: 'Shelby Ave, Nashville' },
    {
      name: 'Bicentennial Capitol Mall State Park',
      address: '600 James Robertson Pkwy, Nashville',
    },
    { name: 'Tom Lee Park', address: 'Riverside Dr, Memphis' },
    { name: 'Shelby Farms Park', address: '6903 Great View Dr N, Memphis' },
    { name: 'Coolidge Park', address: '150 River St, Chattanooga' },
    { name: "World's Fair Park", address: "963 World's Fair Park Dr, Knoxville" },
  ],
} satisfies StatePromo
