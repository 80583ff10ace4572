import type { StatePromo } from '../types'

/** Kentucky: the racing and bourbon calendars, Louisville and Lexington districts, and designated-driver sense. */
export default {
  heading: 'Kentucky, Poured Neat: {brand} on Bluegrass Evenings',
  tagline:
    'In Kentucky the evening often starts with a pour of something aged and ends with a story about a horse.',
  paragraphs: [
    'Two calendars govern social life in Kentucky: the racing season and the bourbon one. The first Saturday in May belongs to the Kentucky Derby at Churchill Downs, while Keeneland in Lexington runs short, much-loved meets in April and October. Between those dates, the distilleries of the Bourbon Trail keep visitors rolling through Bardstown, Frankfort and the horse country around Versailles and Midway, where stone fences and black plank barns line the two-lane roads and the tasting rooms close well before dinner.',
    'Louisville handles most of the late nights. Whiskey Row on Main Street pairs cast-iron facades with tasting rooms, NuLu along East Market Street mixes galleries and chef-driven kitchens, and Bardstown Road through the Highlands stays busy well past midnight. Lexington is smaller and a little more buttoned up, with its downtown around Short Street and a Distillery District along Manchester Street. Up north, Covington and Newport face Cincinnati across the Ohio River and make the most of that skyline.',
    'Derby week prices can shock first-timers, so book months out or aim for the calmer weeks of late spring. Race days reward a jacket, a hat and comfortable shoes; a bourbon bar will take you as you are. Summer humidity is heavy, and autumn is the sweet spot. Arrange a designated driver or a car service if the plan involves tastings, because distilleries are scattered along dark country roads. And western Kentucky runs on Central time, worth remembering before a Paducah dinner.',
  ],
  venues: [
    { name: 'Waterfront Park', address: '129 River Rd, Louisville' },
    { name: 'Big Four Bridge', address: '1101 River Rd, Louisville' },
    { name: 'Cherokee Park', address: '745 Cochran Hill Rd, Louisville' },
    { name: 'Kentucky State Capitol', address: '700 Capital Ave, Frankfort' },
    { name: 'Triangle Park', address: '400 W Main St, Lexington' },
    { name: 'Thoroughbred Park', address: '100 Midland Ave, Lexington' },
    { name: 'Mammoth Cave National Park', address: '1 Mammoth Cave Pkwy, Mammoth Cave' },
    { name: 'Fountain Square Park', address: 'Main Ave and College St, Bowling Green' },
  ],
} satisfies StatePromo
