import type { StatePromo } from '../types'

/** Minnesota: cold-weather confidence, the Twin Cities by neighborhood, and Duluth and the river towns. */
export default {
  heading: 'Minnesota Nice, Minnesota Nights: {brand} Up North',
  tagline:
    'Minnesota treats cold weather as a dare, and its cities answer with skyways, supper clubs and patios that open the moment the ice goes out.',
  paragraphs: [
    'Minnesotans like to say there is no bad weather, only bad clothing, and evenings here are built on that philosophy. In January the downtowns of Minneapolis and St. Paul connect through miles of enclosed skyways, so you can go from hotel to dinner to theater without a coat. In July the same people pack every lakeside patio until the mosquitoes win. The state calls itself the Land of 10,000 Lakes and, if anything, undersells the count, which means a waterfront table is rarely far away.',
    'Minneapolis holds the larger scene: the warehouse restaurants of the North Loop, the bars and studios of Northeast, the lakes around Uptown, and First Avenue, the club Prince made famous. St. Paul is older and statelier, with the mansions of Summit Avenue, the shops along Grand Avenue and a Lowertown arts district near the restored Union Depot. The Green Line light rail links the two downtowns, which makes a two-city evening easier than it sounds, and a rideshare covers the gaps once the trains slow down.',
    'Outside the metro, Duluth climbs a hillside above Lake Superior, where Canal Park and the Aerial Lift Bridge draw couples for waterfront walks and ship watching. Stillwater, on the St. Croix River, has an antique-shop main street and riverboat dinners, and Rochester, home of the Mayo Clinic, keeps a compact, walkable downtown. Dress warmly, book ahead during the State Fair in late August, and expect people to be friendly, polite and slightly reserved until the second round.',
  ],
  venues: [
    { name: 'Stone Arch Bridge', address: 'Main St SE and Portland Ave, Minneapolis' },
    { name: 'Minnehaha Regional Park', address: '4801 S Minnehaha Dr, Minneapolis' },
    { name: 'Minneapolis Sculpture Garden', address: '725 Vineland Pl, Minneapolis' },
    { name: 'Bde Maka Ska', address: '3000 E Bde Maka Ska Pkwy, Minneapolis' },
    { name: 'Rice Park', address: '109 W 4th St, St. Paul' },
    { name: 'Minnesota State Capitol', address: '75 Rev Dr Martin Luther King Jr Blvd, St. Paul' },
    { name: 'Aerial Lift Bridge and Lakewalk', address: 'S Lake Ave, Duluth' },
    { name: 'Peace Plaza', address: '1st St SW, Rochester' },
  ],
} satisfies StatePromo
