/** The label on a state's city cards, as the seed's pages had it. */

const ADVENTURE_STATES = new Set(['Illinois', 'Virginia', 'Washington', 'West Virginia'])
/** Texas cards carry no label. */
const UNLABELLED_STATES = new Set(['Texas'])

export function cityCardLabel(state: string): string | undefined {
  if (UNLABELLED_STATES.has(state)) return undefined
  return ADVENTURE_STATES.has(state) ? 'Browse Adventures' : 'Browse Escorts'
}
