/**
 * The dimensions a click carries beyond its campaign and page: the link's sub-ids, the visitor's
 * US state, OS family and device class. One list, read by the revenue table's columns, the
 * reports' drill-downs and the block list.
 */
export const CLICK_DIMENSIONS = [
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'state',
  'os',
  'device',
] as const
