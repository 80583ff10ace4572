/** .dev.vars as the Node-side scripts read it, and the dev server's SITE_URL on its own port. */
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { after, describe, it } from 'node:test'
import { devBanner, devSecretArgs, devSiteUrlArgs, LOCAL_SECRETS, readDevVars } from './dev-vars.ts'

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

describe('the banner npm run dev prints when the site answers', () => {
  const ARGS = ['--var', 'SIGNUP_STAND_IN:on', '--var', 'ADMIN_DEV_TOKEN:local-admin']

  it('gives the local site, the dashboard and the local login', () => {
    const banner = devBanner('8799', {}, ARGS)
    assert.match(banner, /Local site: +http:\/\/localhost:8799\//)
    assert.match(
      banner,
      /Dashboard: +http:\/\/localhost:8799\/admin +\(user admin, password local-admin\)/,
    )
    assert.match(devBanner('8787', {}, ['--var=ADMIN_DEV_TOKEN:x']), /password x\)/)
  })

  it('names, and never prints, an ADMIN_TOKEN set in .dev.vars', () => {
    const banner = devBanner('8787', { ADMIN_TOKEN: 'my-secret' }, ARGS)
    assert.doesNotMatch(banner, /my-secret|local-admin/)
    assert.match(banner, /the ADMIN_TOKEN password in \.dev\.vars/)
  })
})

describe('the banner with the secrets npm run dev chooses', () => {
  it('prints the local password it passes, and names one .dev.vars sets', () => {
    assert.match(devBanner('8787', {}, devSecretArgs({})), /password local-admin\)/)
    const devVars = { ADMIN_DEV_TOKEN: 'mine-not-printed' }
    const banner = devBanner('8787', devVars, devSecretArgs(devVars))
    assert.doesNotMatch(banner, /mine-not-printed|local-admin/)
    assert.match(banner, /the ADMIN_DEV_TOKEN password in \.dev\.vars/)
  })
})
