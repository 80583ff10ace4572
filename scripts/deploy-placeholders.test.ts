/** The deploy guard's list: it refuses the sample configuration and accepts real-looking values. */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { describe, it } from 'node:test'
import { readDeployConfig } from './deploy-guard.ts'
import { findPlaceholders, type DeployConfig } from './deploy-placeholders.ts'

const REAL_LOOKING: DeployConfig = {
  vars: {
    SITE_URL: 'https://nightgator.com',
    BRAND_NAME: 'Nightgator',
    CONTACT_EMAIL: 'privacy@nightgator.com',
    BACKEND_URL: 'https://abcdefgh.supabase.co',
    PARTNER_URL: 'https://www.partnerdating.com/join?aff=nightgator',
    PARTNER_SIGNUP_URL: 'https://www.partnerdating.com/signup?aff=nightgator',
    REDIRECT_HOSTS: 'www.partnerdating.com, go.partnerdating.com:8443',
  },
  d1Databases: [{ binding: 'DB', database_id: '3f2b9c1e-7d4a-4e8b-9a61-0c5d2e7f8a90' }],
}

function settings(config: DeployConfig): string[] {
  return findPlaceholders(config).map((placeholder) => placeholder.setting)
}

describe('deploy placeholders', () => {
  it('lists each placeholder of the sample wrangler.toml', async () => {
    assert.deepEqual(settings(await readDeployConfig(undefined)), [
      'SITE_URL',
      'CONTACT_EMAIL',
      'BACKEND_URL',
      'PARTNER_URL',
      'PARTNER_SIGNUP_URL',
      'REDIRECT_HOSTS',
      'DB database_id',
    ])
  })

  it('accepts real-looking values', () => {
    assert.deepEqual(findPlaceholders(REAL_LOOKING), [])
  })

  it('takes any local, reserved or malformed address for a placeholder', () => {
    for (const url of [
      'http://127.0.0.1:8787',
      'http://[::1]:8787',
      'http://0.0.0.0',
      'https://nightgator.localhost',
      'https://staging.nightgator.test',
      'https://nightgator.example',
      'https://www.example.org',
      'nightgator.com',
      '',
    ]) {
      const vars = { ...REAL_LOOKING.vars, SITE_URL: url, PARTNER_URL: url }
      assert.deepEqual(settings({ ...REAL_LOOKING, vars }), ['SITE_URL', 'PARTNER_URL'], url)
    }
  })

  it('takes an http:// SITE_URL for a placeholder: production is https', () => {
    for (const url of ['http://nightgator.com', 'HTTP://nightgator.com/']) {
      const vars = { ...REAL_LOOKING.vars, SITE_URL: url }
      assert.deepEqual(settings({ ...REAL_LOOKING, vars }), ['SITE_URL'], url)
    }
    const https = { ...REAL_LOOKING.vars, SITE_URL: 'HTTPS://nightgator.com' }
    assert.deepEqual(settings({ ...REAL_LOOKING, vars: https }), [])
    const hosts = { ...REAL_LOOKING.vars, REDIRECT_HOSTS: 'www.partnerdating.com,localhost:8443' }
    assert.deepEqual(settings({ ...REAL_LOOKING, vars: hosts }), ['REDIRECT_HOSTS'])
  })

  it('accepts an empty REDIRECT_HOSTS and a D1 database without an id', () => {
    const config = {
      vars: { ...REAL_LOOKING.vars, REDIRECT_HOSTS: '' },
      d1Databases: [{ binding: 'DB' }],
    }
    assert.deepEqual(findPlaceholders(config), [])
  })

  it('reads the environment deployed (--env) and the --var overrides', async () => {
    const dir = mkdtempSync(`${tmpdir()}/deploy-guard-`)
    try {
      const vars = Object.entries({ ...REAL_LOOKING.vars, BACKEND_URL: '' }).map(
        ([name, value]) => `${name} = "${value}"`,
      )
      writeFileSync(
        `${dir}/wrangler.toml`,
        [
          'name = "nightgator"',
          'compatibility_date = "2026-10-23"',
          '[vars]',
          'SITE_URL = "http://localhost:8787"',
          '[env.staging.vars]',
          ...vars,
        ].join('\n'),
      )
      const staging = {
        dryRun: false,
        config: `${dir}/wrangler.toml`,
        env: 'staging',
        vars: {},
        pids: [],
      }
      assert.deepEqual(settings(await readDeployConfig(staging)), ['BACKEND_URL'])
      const overridden = { ...staging, vars: { BACKEND_URL: 'https://abcdefgh.supabase.co' } }
      assert.deepEqual(settings(await readDeployConfig(overridden)), [])
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})
