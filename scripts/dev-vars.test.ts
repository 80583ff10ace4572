/** .dev.vars as the Node-side scripts read it, and the dev server's SITE_URL on its own port. */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { after, describe, it } from 'node:test'
import { devSiteUrlArgs, readDevVars } from './dev-vars.ts'

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
