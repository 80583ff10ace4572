/**
 * What an aggregator holds that D1 may not have yet (for the reports' unflushed counts): the
 * sealed flushes not yet confirmed, the saved pending rows and the buffer not yet saved, each row
 * with the number of the flush that writes (or wrote) it.
 */
import type { StoredCount } from '../counting'
import { COLUMNS, nextSeq } from './row-tables'

/** An unflushed row, with the number of the flush that writes (or wrote) it. */
export type UnflushedCount = StoredCount & { seq: number }

/** What an aggregator holds that D1 may not have yet. */
export interface Unflushed {
  shard: string
  rows: UnflushedCount[]
}

/** Every row of `shard` not yet in D1: the outbox's, then the pending ones, then `buffered`. */
export function readUnflushed(
  sql: SqlStorage,
  shard: string,
  buffered: Iterable<StoredCount>,
): Unflushed {
  const next = nextSeq(sql)
  const rows: UnflushedCount[] = [
    ...sql
      .exec<UnflushedCount>(`SELECT seq, ${COLUMNS} FROM outbox_rows ORDER BY seq, seen`)
      .toArray(),
    ...sql
      .exec<StoredCount>(`SELECT ${COLUMNS} FROM pending_rows ORDER BY seen`)
      .toArray()
      .map((row) => ({ ...row, seq: next })),
    ...[...buffered].map((row) => ({ ...row, seq: next })),
  ]
  return { shard, rows }
}
