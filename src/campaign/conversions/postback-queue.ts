/**
 * Created signups' postbacks waiting in a count aggregator's own storage (its SQLite), so that a
 * D1 outage, a restart or an eviction loses none. A job is saved before anything is tried; it
 * is tried at once, then by the aggregator's alarm until it is sent or has failed for good, and
 * deleted once its outcome is in D1.
 *
 * The click id is in the job only while the postback is waiting to be sent, and sealed there
 * (AES-GCM under a key from CAMPAIGN_SECRET, core/seal.ts): the SQLite file, its WAL and its freed
 * pages never hold it in clear (decision 035). The write that records what the source answered
 * erases it, in one transaction. A restart in the middle of a
 * send may send it again, with the same {txid} (a source that dedupes by it counts it once) and
 * counted once (the outcome's key). See docs/decisions/018-waiting-postbacks.md.
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { D1_RETRY_PAUSES_MS, D1_TRY_DEADLINE_MS, seal, unseal, withDeadline } from '../core'
import { recordPostbackOutcome, type PostbackOutcome } from './conversion-store'
import { maskClickId, type PostbackAnswer } from './postback-answers'
import { answerOf, deliver, errorName, signupFiring, signupKey } from './postback-out'
import { findTemplate, firesOn } from './postback-store'

/**
 * How long a postback waits for D1 before it counts as failed for good (its click id erased):
 * outages last minutes; a conversion reported hours late is still one sources take.
 */
export const POSTBACK_GIVE_UP_MS = 6 * 60 * 60 * 1000
/** How long a settled outcome is offered to D1 after that, before it is dropped (logged). */
const RECORD_GIVE_UP_MS = 2 * POSTBACK_GIVE_UP_MS
/** What a given-up postback's answer says. */
export const GAVE_UP = '(not sent: D1 was unavailable for 6 hours)'
/** What a postback's answer says when its sealed click id no longer opens (CAMPAIGN_SECRET changed). */
export const UNREADABLE = '(not sent: its click id was sealed under another CAMPAIGN_SECRET)'
/** HKDF's purpose for a waiting click id: no other sealed or signed value shares its key. */
const SEAL_PURPOSE = 'waiting postback click id v1'
/** A sealed click id's prefix: a click id never holds ':' (CLICK_ID_PATTERN), so none looks sealed. */
const SEALED = 'sealed:'

const SCHEMA = `CREATE TABLE IF NOT EXISTS postback_jobs (
  id TEXT PRIMARY KEY,
  campaign TEXT NOT NULL,
  -- The click id while waiting to be sent, sealed ('sealed:' and AES-GCM, decision 035); '' from
  -- the moment it was sent or given up. A job saved before sealing holds it in clear.
  cid TEXT NOT NULL,
  -- A random id of the signup, the same for every try: {txid}, and the outcome's key.
  txid TEXT NOT NULL,
  -- The signup's time, ISO 8601: the hour its outcome is counted under.
  at TEXT NOT NULL,
  -- When the job was saved (ms): it gives up POSTBACK_GIVE_UP_MS later.
  since INTEGER NOT NULL,
  -- D1 tries that failed, and when the next is due (ms).
  tries INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  -- Once settled: sent, failed or skipped, and the answer (JSON, click id masked) to record.
  outcome TEXT,
  answer TEXT
)`

// A type, not an interface: SqlStorage's rows need an index signature.
type Job = {
  id: string
  campaign: string
  cid: string
  txid: string
  at: string
  since: number
  tries: number
  next_at: number
  outcome: PostbackOutcome | null
  answer: string | null
}

/** A waiting postback as /admin/postbacks shows it: no click id, not even masked. */
export interface WaitingPostback {
  campaign: string
  /** The signup's time, ISO 8601. */
  at: string
  /** `pending`: not sent yet; otherwise sent, failed or skipped, its outcome not yet in D1. */
  state: 'pending' | PostbackOutcome
  tries: number
  /** When it is tried next, ISO 8601. */
  next: string
}

/** What one try of a job came to: done (deleted), or D1 did not answer (tried again later). */
type Step = 'done' | 'd1-unavailable'

export class PostbackQueue {
  readonly #storage: DurableObjectStorage
  readonly #env: Env
  /** Jobs being tried in this instance (a call's first try and an alarm never overlap). */
  readonly #running = new Set<string>()

  constructor(storage: DurableObjectStorage, env: Env) {
    this.#storage = storage
    this.#env = env
    storage.sql.exec(SCHEMA)
  }

  /**
   * Saves a created signup's postback, its click id sealed before it reaches storage; its id.
   * Without CAMPAIGN_SECRET nothing can be sent (#try drops the job): no click id is kept.
   */
  async add(campaign: string, cid: string, at: string): Promise<string> {
    const secret = this.#env.CAMPAIGN_SECRET
    const sealed = secret ? `${SEALED}${await seal(secret, SEAL_PURPOSE, cid)}` : ''
    const id = crypto.randomUUID()
    const now = Date.now()
    this.#storage.sql.exec(
      'INSERT INTO postback_jobs (id, campaign, cid, txid, at, since, next_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      id,
      campaign,
      sealed,
      crypto.randomUUID(),
      at,
      now,
      now,
    )
    return id
  }

  /**
   * Tries one job (`id`), or every job saved: each in turn until D1 fails to answer, which puts
   * off every job not yet tried to the same later time (one failing D1 call per alarm, however
   * many wait).
   */
  async run(id?: string): Promise<void> {
    const jobs = this.#storage.sql
      .exec<Job>(
        id === undefined
          ? 'SELECT * FROM postback_jobs ORDER BY next_at'
          : 'SELECT * FROM postback_jobs WHERE id = ?',
        ...(id === undefined ? [] : [id]),
      )
      .toArray()
    for (const [index, listed] of jobs.entries()) {
      if (this.#running.has(listed.id)) continue
      // Read again: a try that ended since the list was read may have sent or deleted it.
      const job = this.#storage.sql
        .exec<Job>('SELECT * FROM postback_jobs WHERE id = ?', listed.id)
        .toArray()[0]
      if (!job) continue
      this.#running.add(job.id)
      let step: Step
      try {
        step = await this.#try(job)
      } catch (error) {
        // Unforeseen (storage, a bug): kept, and tried again later like a D1 failure.
        logError('postback_failed', {
          campaign: job.campaign,
          error: errorName(error),
          stage: 'queue',
        })
        step = 'd1-unavailable'
      } finally {
        this.#running.delete(job.id)
      }
      if (step === 'd1-unavailable') {
        this.#later(jobs.slice(index))
        return
      }
    }
  }

  /** When the next job is due (ms), or undefined when none waits. */
  nextWake(): number | undefined {
    const next = this.#storage.sql
      .exec<{ next: number | null }>('SELECT MIN(next_at) AS next FROM postback_jobs')
      .one().next
    return next ?? undefined
  }

  /** Every job waiting, oldest first. */
  waiting(): WaitingPostback[] {
    return this.#storage.sql
      .exec<Job>('SELECT * FROM postback_jobs ORDER BY since')
      .toArray()
      .map((job) => ({
        campaign: job.campaign,
        at: job.at,
        state: job.outcome ?? 'pending',
        tries: job.tries,
        next: new Date(job.next_at).toISOString(),
      }))
  }

  /** One try: send it if not yet sent, then record its outcome in D1 and delete it. */
  async #try(job: Job): Promise<Step> {
    const db = this.#env.DB
    const secret = this.#env.CAMPAIGN_SECRET
    // Without D1 or a secret nothing can be sent or counted (as before the queue): drop it.
    if (!db || !secret) return this.#delete(job)
    const key = await signupKey(secret, job.txid)
    if (job.outcome === null) {
      const settled = await this.#send(job, db, key, await openedClickId(secret, job.cid))
      if (settled === 'd1-unavailable' || settled === 'done') return settled
      job = settled
    }
    const hour = job.at.slice(0, 13)
    const answer = job.answer ? (JSON.parse(job.answer) as PostbackAnswer) : undefined
    const outcome = job.outcome!
    try {
      const row = { hour, campaign: job.campaign, outcome }
      await withDeadline(
        recordPostbackOutcome(db, key, row, hour.slice(0, 10), answer),
        D1_TRY_DEADLINE_MS,
      )
    } catch {
      if (Date.now() - job.since < RECORD_GIVE_UP_MS) return 'd1-unavailable'
      logError('postback_outcome_lost', { campaign: job.campaign, outcome })
    }
    return this.#delete(job)
  }

  /**
   * Finds the template and sends; the job as settled (its click id erased), 'done' when its
   * template does not fire on signups, or 'd1-unavailable' (given up past POSTBACK_GIVE_UP_MS).
   */
  async #send(job: Job, db: D1Database, key: string, cid: string | undefined): Promise<Job | Step> {
    let template
    try {
      template = await withDeadline(findTemplate(db, job.campaign), D1_TRY_DEADLINE_MS)
    } catch (error) {
      if (Date.now() - job.since < POSTBACK_GIVE_UP_MS) return 'd1-unavailable'
      logError('postback_failed', {
        campaign: job.campaign,
        error: errorName(error),
        stage: 'waited',
      })
      return this.#settle(job, 'failed', {
        template: job.campaign,
        campaign: job.campaign,
        at: new Date().toISOString(),
        event: 'signup',
        outcome: 'failed',
        status: 0,
        tries: 0,
        click: maskClickId(cid ?? ''),
        body: GAVE_UP,
      })
    }
    if (!template) return this.#settle(job, 'skipped')
    if (!firesOn(template, 'signup')) return this.#delete(job)
    if (cid === undefined) {
      logError('postback_failed', { campaign: job.campaign, stage: 'unseal' })
      return this.#settle(job, 'failed', {
        template: template.campaign,
        campaign: job.campaign,
        at: new Date().toISOString(),
        event: 'signup',
        outcome: 'failed',
        status: 0,
        tries: 0,
        click: '',
        body: UNREADABLE,
      })
    }
    const firing = signupFiring(job.campaign, cid, job.txid, key)
    const delivery = await deliver(this.#env, template, firing)
    return this.#settle(job, delivery.outcome, answerOf(template, firing, delivery, new Date()))
  }

  /** Saves the outcome and erases the click id, in one write. */
  #settle(job: Job, outcome: PostbackOutcome, answer?: PostbackAnswer): Job {
    const text = answer ? JSON.stringify(answer) : null
    this.#storage.sql.exec(
      "UPDATE postback_jobs SET cid = '', outcome = ?, answer = ? WHERE id = ?",
      outcome,
      text,
      job.id,
    )
    return { ...job, cid: '', outcome, answer: text }
  }

  /** Puts these jobs off after a D1 failure: 1 s, doubling to a minute (retry-d1.ts's pauses). */
  #later(jobs: readonly Job[]): void {
    const sql = this.#storage.sql
    const now = Date.now()
    this.#storage.transactionSync(() => {
      for (const job of jobs) {
        const pause = D1_RETRY_PAUSES_MS[Math.min(job.tries, D1_RETRY_PAUSES_MS.length - 1)]!
        sql.exec(
          'UPDATE postback_jobs SET tries = tries + 1, next_at = ? WHERE id = ?',
          now + pause,
          job.id,
        )
      }
    })
  }

  #delete(job: Job): Step {
    this.#storage.sql.exec('DELETE FROM postback_jobs WHERE id = ?', job.id)
    return 'done'
  }
}

/**
 * A job's click id in clear: opened when sealed (undefined when it no longer opens, the secret
 * having changed), as it is for a job saved before sealing.
 */
async function openedClickId(secret: string, stored: string): Promise<string | undefined> {
  if (!stored.startsWith(SEALED)) return stored
  return unseal(secret, SEAL_PURPOSE, stored.slice(SEALED.length))
}
