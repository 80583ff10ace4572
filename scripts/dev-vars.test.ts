/** .dev.vars as the Node-side scripts read it, and the dev server's SITE_URL on its own port. */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { after, describe, it } from 'node:test'
import { devBanner, devSiteUrlArgs, readDevVars } from './dev-vars.ts'

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
