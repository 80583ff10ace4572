/**
 * The cost tests' shared set-up: the sources' tokens, a connection that reads one day on its
 * next pull, a fake per source, a pull, and a day queued again for the next pull.
 */
import type { Env } from '../../../src/env'
import {
  queueFullSync,
  readConnection,
  saveConnection,
  type ConnectionForm,
} from '../../../src/cost-sync/cost-store'
import { costSource } from '../../../src/cost-sync/cost-sources'
import { syncConnection } from '../../../src/cost-sync/cost-sync'
import { FakeSources } from '../../support/fake-sources'
import { DB } from '../campaign/campaign-helpers'
import { TEST_ENV } from '../helpers'

export const NOW = new Date('2026-11-20T15:00:00Z')
export const DAY = '2026-11-19'
export const TOKENS = {
  exoclick: 'exo-permanent-token-9a8b',
  trafficfactory: 'tf-permanent-token-7c6d',
  adsterra: 'adsterra-key-5e4f',
  juicyads: 'juicy/token+3g2h',
  clickadu: 'clickadu-token-1i0j',
  trafficstars: 'ts-refresh-token-2k3l',
  propellerads: 'propeller-token-4m5n',
  hilltopads: 'hilltop-key-6o7p',
  zeropark: 'zeropark-token-8q9r',
}
export const ENV = {
  ...TEST_ENV,
  EXOCLICK_API_TOKEN: TOKENS.exoclick,
  TRAFFICFACTORY_API_TOKEN: TOKENS.trafficfactory,
  ADSTERRA_API_KEY: TOKENS.adsterra,
  JUICYADS_API_TOKEN: TOKENS.juicyads,
  CLICKADU_API_TOKEN: TOKENS.clickadu,
  TRAFFICSTARS_API_TOKEN: TOKENS.trafficstars,
  PROPELLERADS_API_TOKEN: TOKENS.propellerads,
  HILLTOPADS_API_KEY: TOKENS.hilltopads,
  ZEROPARK_API_TOKEN: TOKENS.zeropark,
} as Env

let accounts = 0

/** A connection that reads DAY only on its next pull (today and the 5-day re-read not due). */
export async function connect(source: keyof typeof TOKENS, form: Partial<ConnectionForm> = {}) {
  const id = `${source}-${++accounts}-${crypto.randomUUID().slice(0, 8)}`
  await saveConnection(
    DB,
    {
      id,
      source,
      accountRef: null,
      secretName: costSource(source)!.secretName,
      timeZone: 'America/New_York',
      currency: 'USD',
      verifyFirst: false,
      ...form,
    },
    { from: DAY, to: DAY },
    NOW.toISOString(),
  )
  await DB.prepare(
    'UPDATE cost_connections SET closed_through = ?2, today_fetched = ?3 WHERE id = ?1',
  )
    .bind(id, DAY, NOW.getTime())
    .run()
  return id
}

export function fakeFor(source: keyof typeof TOKENS): FakeSources {
  const fake = new FakeSources()
  fake.tokens.set(source, TOKENS[source])
  fake.timeZones.set(source, 'America/New_York')
  return fake
}

export async function pull(id: string, fake: FakeSources, at = NOW, env = ENV) {
  const connection = (await readConnection(DB, id))!
  return syncConnection(env, DB, connection, at, fake.fetch)
}

/** `day` queued to be read again on the next pull (today's read not due). */
export async function requeue(id: string, day = DAY) {
  await queueFullSync(DB, id, { from: day, to: day })
  await DB.prepare('UPDATE cost_connections SET today_fetched = ?2 WHERE id = ?1')
    .bind(id, NOW.getTime())
    .run()
}
