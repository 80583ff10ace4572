/** .dev.vars as the Node-side scripts read it, and the dev server's SITE_URL on its own port. */
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { after, describe, it } from 'node:test'
import { devSecretArgs, devSiteUrlArgs, LOCAL_SECRETS, readDevVars } from './dev-vars.ts'

const folders: string[] = []
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true })))

function folderWith(devVars?: string): string {
  const root = `${mkdtempSync(`${tmpdir()}/dev-vars-`)}/`
  folders.push(root)
  if (devVars !== undefined) writeFileSync(`${root}.dev.vars`, devVars)
  return root
}

describe('.dev.vars', () => {
  it('reads the variables wrangler dev reads, quotes and comments as dotenv has them', () => {
    const root = folderWith('# local\nBRAND_NAME="Swamp Line"\nSITE_URL=http://127.0.0.1:9000\n')
    assert.deepEqual(readDevVars(root), {
      BRAND_NAME: 'Swamp Line',
      SITE_URL: 'http://127.0.0.1:9000',
    })
  })

  it('is empty when the file does not exist', () => {
    assert.deepEqual(readDevVars(folderWith()), {})
  })
})

describe('the dev server SITE_URL', () => {
  it('is the origin on the port npm run dev serves', () => {
    assert.deepEqual(devSiteUrlArgs('8841', {}), ['--var', 'SITE_URL:http://localhost:8841'])
  })

  it('is left to .dev.vars when it sets SITE_URL', () => {
    assert.deepEqual(devSiteUrlArgs('8841', { SITE_URL: 'https://dev.example.test' }), [])
  })
})

describe('the dev server secrets', () => {
  it('are the local ones when .dev.vars sets none', () => {
    assert.deepEqual(devSecretArgs({}), [
      '--var',
      `CAMPAIGN_SECRET:${LOCAL_SECRETS.CAMPAIGN_SECRET}`,
      '--var',
      `POSTBACK_SECRET:${LOCAL_SECRETS.POSTBACK_SECRET}`,
      '--var',
      `ADMIN_DEV_TOKEN:${LOCAL_SECRETS.ADMIN_DEV_TOKEN}`,
    ])
  })

  it('are left to .dev.vars for each it sets (a --var would override it)', () => {
    const root = folderWith('CAMPAIGN_SECRET=mine\nPOSTBACK_SECRET=operator-postback\n')
    assert.deepEqual(devSecretArgs(readDevVars(root)), [
      '--var',
      `ADMIN_DEV_TOKEN:${LOCAL_SECRETS.ADMIN_DEV_TOKEN}`,
    ])
  })
})

describe('npm run dev', () => {
  it('passes no secret itself: only scripts/wrangler-dev.ts chooses them', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    assert.doesNotMatch(manifest.scripts.dev, /CAMPAIGN_SECRET|POSTBACK_SECRET|ADMIN_DEV_TOKEN/)
  })
})
