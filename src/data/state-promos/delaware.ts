import type { StatePromo } from '../types'

/** Delaware: a compact state where a grand Wilmington hotel, a college town and summer beach resorts sit a short drive apart. */
export default {
  heading: 'Small State, Good Nights: {brand} in Delaware',
  tagline:
    'Delaware fits a grand old hotel, a college town and a string of beach resorts into a state you can cross in a couple of hours.',
  paragraphs: [
    'Do not let the size fool you. Wilmington, up north, mixes bank towers with a revived Riverfront and the Market Street corridor, and the chateau country of the Brandywine Valley begins just outside town. Newark is a University of Delaware town whose Main Street is busiest when classes are in session. Dover, the capital, is quieter, livened up by race weekends at the Monster Mile. South of there, the land flattens into farm country and rolls on toward the Atlantic and the Delaware Bay.',
    'The beaches are the summer heart of the state. Rehoboth Beach has a lively boardwalk, a remarkably good restaurant scene for a town its size and a long-standing reputation as a welcoming, inclusive resort. Lewes, the first town in the first state, is quieter and prettier, with a walkable historic district beside the canal. Dewey Beach is the party neighbor, while Bethany and Fenwick Island cater to families. On summer Fridays, Route 1 traffic is the price of admission, so aim to arrive early.',
    'A few practical notes. Delaware has no sales tax, which makes a shopping stop before dinner tempting. The coast is warm and breezy in summer, May and September weekends are the sweet spot for a table without a wait, and plenty of beach restaurants cut their hours in winter. Wilmington and Newark both sit on the Northeast Corridor rail line, handy for a trip down from Philadelphia or up from Baltimore. Dress is relaxed at the beach and a notch smarter in Wilmington hotel dining rooms.',
  ],
  venues: [
    { name: 'Rodney Square', address: 'N King St and W 10th St, Wilmington' },
    { name: 'Christina Riverwalk', address: 'Justison St, Wilmington' },
    { name: 'Brandywine Park', address: '1001 N Park Dr, Wilmington' },
    { name: 'The Green', address: 'S State St, Dover' },
    { name: 'Legislative Hall', address: '411 Legislative Ave, Dover' },
    { name: 'Rehoboth Beach Boardwalk', address: 'Rehoboth Ave and the Boardwalk, Rehoboth Beach' },
    { name: 'Cape Henlopen State Park', address: '15099 Cape Henlopen Dr, Lewes' },
    { name: 'Battery Park', address: 'Delaware St, New Castle' },
  ],
} satisfies StatePromo
