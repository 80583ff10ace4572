import type { StatePromo } from '../types'

/** Indiana: interstate crossroads, racing-season timing and the limestone resort south. */
export default {
  heading: 'Crossroads of the Evening: {brand} Takes on Indiana',
  tagline:
    'From the brick streets of Indianapolis to the domed spa hotels of the southern hills, Indiana rewards anyone who plans the evening a little.',
  paragraphs: [
    "Indiana calls itself the Crossroads of America, and its nightlife follows the interstates. Indianapolis sits at the hub: Mass Ave for theater and cocktails, Fountain Square for duckpin bowling and late sets, Broad Ripple for a canal-side bar crawl. Two hours north, Fort Wayne has rebuilt its riverfront, and South Bend fills up whenever Notre Dame plays at home. Down south the land folds into limestone hills, where Bloomington's Kirkwood Avenue runs from campus to the courthouse square and the old resort towns of French Lick and West Baden still keep their Gilded Age lights on.",
    'Timing matters more here than visitors expect. May belongs to the Indianapolis 500, and downtown hotel rooms vanish weeks ahead; the same happens when Gen Con takes over the convention center in summer. Winters bring lake-effect snow to the northern counties and a gray, damp cold to the rest, so a wool coat beats anything fashionable. Also check the clock: most of the state keeps Eastern time, but a handful of counties near Chicago and Evansville run on Central, which has stranded more than one dinner reservation.',
    'A clean pair of boots and a good jacket will pass at a century-old steakhouse as readily as at a Broad Ripple taproom. Outside Indianapolis you will want a car or a rideshare plan, because buses thin out early. One more thing worth saying plainly: the profiles in the city grid above are illustrative. Our editors wrote them to show the tone of the site, they do not depict real people, and any next step happens through a free account created by a partner dating site rather than on {brand} itself.',
  ],
  venues: [
    { name: 'Monument Circle', address: '1 Monument Cir, Indianapolis' },
    { name: 'White River State Park', address: '801 W Washington St, Indianapolis' },
    { name: 'Downtown Canal Walk', address: 'W Ohio St, Indianapolis' },
    { name: 'Indiana Statehouse', address: '200 W Washington St, Indianapolis' },
    { name: 'Promenade Park', address: '202 W Superior St, Fort Wayne' },
    { name: 'Monroe County Courthouse Square', address: '100 W Kirkwood Ave, Bloomington' },
    { name: 'Indiana Dunes National Park', address: '1215 N State Rd 49, Porter' },
    { name: 'Howard Park', address: '219 S St Louis Blvd, South Bend' },
  ],
} satisfies StatePromo
