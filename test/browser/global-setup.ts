/** Starts the fake backend, the worker (wrangler dev) and one Chromium shared by every test file. */
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium'
import { startFakeBackend } from '../support/fake-backend'
import { freePort } from '../support/free-port'
import { startWorkerServer } from '../support/worker-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    backendUrl: string
    wsEndpoint: string
    adminToken: string
  }
}

/** The partner's postback path in the browser tests: /postback/{it}. */
export const E2E_POSTBACK_SECRET = 'e2e-postback-secret'

/** The dashboard's password in the browser tests (a secret in a deployment). */
const ADMIN_TOKEN = 'e2e-admin-token'

export default async function setup(project: TestProject) {
  const backend = await startFakeBackend(await freePort())
  const port = await freePort()
  const worker = await startWorkerServer('e2e', {
    port,
    signupLimitPerMinute: 1000,
    vars: {
      BACKEND_URL: backend.url,
      BACKEND_ANON_KEY: 'e2e-anon-key',
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_TOKEN,
      CAMPAIGN_SECRET: 'e2e-campaign-secret',
      // The partner's postbacks (zone-clicks.test.ts approves a visitor's click).
      POSTBACK_SECRET: E2E_POSTBACK_SECRET,
      // As `npm run dev`: postback templates may point at a local test server.
      POSTBACK_ALLOW_LOCAL: 'on',
    },
  })
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  project.provide('baseUrl', worker.url)
  project.provide('backendUrl', backend.url)
  project.provide('wsEndpoint', browser.wsEndpoint())
  project.provide('adminToken', ADMIN_TOKEN)
  return async function teardown() {
    await browser.close()
    await worker.stop()
    await backend.close()
  }
}
