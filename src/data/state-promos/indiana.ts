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
    { name: 'St. Elmo Steak House', address: '127 S Illinois St, Indianapolis' },
    { name: 'The Slippery Noodle Inn', address: '372 S Meridian St, Indianapolis' },
    { name: 'The Jazz Kitchen', address: '5377 N College Ave, Indianapolis' },
    { name: "Nick's English Hut", address: '423 E Kirkwood Ave, Bloomington' },
    { name: 'Embassy Theatre', address: '125 W Jefferson Blvd, Fort Wayne' },
    { name: 'Zaharakos Ice Cream Parlor', address: '329 Washington St, Columbus' },
    { name: 'French Lick Springs Hotel', address: '8670 W State Rd 56, French Lick' },
    { name: 'West Baden Springs Hotel', address: '8538 W Baden Ave, West Baden Springs' },
  ],
} satisfies StatePromo
