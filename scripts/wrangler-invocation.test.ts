/** How the deploy guard tells `wrangler deploy --dry-run` from a real deploy: wrangler's argv. */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { isWranglerItself, parseWranglerArgv } from './wrangler-invocation.ts'

const NODE = '/usr/bin/node'
const BIN = '/app/node_modules/.bin/wrangler'
const CLI = '/app/node_modules/wrangler/wrangler-dist/cli.js'

describe('wrangler command line', () => {
  it('is not read from a process that is not wrangler', () => {
    assert.equal(parseWranglerArgv(['/bin/sh', '-c', 'wrangler deploy --dry-run']), undefined)
    assert.equal(
      parseWranglerArgv([NODE, '/app/node_modules/npm/bin/npm-cli.js', 'run']),
      undefined,
    )
  })

  it('tells a dry run from a real deploy, from the npm bin or the CLI wrangler starts', () => {
    assert.equal(parseWranglerArgv([NODE, BIN, 'deploy'])?.dryRun, false)
    assert.equal(parseWranglerArgv([NODE, BIN, 'deploy', '--dry-run'])?.dryRun, true)
    const cli = [NODE, '--no-warnings', CLI, 'deploy', '--outdir', 'dist', '--dry-run']
    assert.equal(parseWranglerArgv(cli)?.dryRun, true)
    assert.equal(
      parseWranglerArgv(['wrangler.cmd', 'versions', 'upload', '--dryRun'])?.dryRun,
      true,
    )
  })

  it('reads --dry-run=false, --dry-run false and --no-dry-run as a real deploy', () => {
    for (const args of [['--dry-run=false'], ['--dry-run', 'false'], ['--no-dry-run']]) {
      assert.equal(parseWranglerArgv([NODE, BIN, 'deploy', ...args])?.dryRun, false, String(args))
    }
    assert.equal(parseWranglerArgv([NODE, BIN, 'deploy', '--dry-run', 'true'])?.dryRun, true)
  })

  it('reads the environment, the configuration file and --var overrides', () => {
    const argv = [NODE, BIN, 'deploy', '-e', 'staging', '--config=wrangler.staging.toml']
    const vars = [
      '--var',
      'SITE_URL:https://a.com',
      'BRAND_NAME:A:B',
      '--var=CONTACT_EMAIL:x@a.com',
    ]
    assert.deepEqual(parseWranglerArgv([...argv, ...vars, '--dry-run']), {
      dryRun: true,
      env: 'staging',
      config: 'wrangler.staging.toml',
      vars: { SITE_URL: 'https://a.com', BRAND_NAME: 'A:B', CONTACT_EMAIL: 'x@a.com' },
      pids: [],
    })
  })

  it('is found above the build step, however deep', () => {
    // A stand-in named like wrangler's bin runs a shell that runs a build that asks.
    const dir = mkdtempSync(`${tmpdir()}/wrangler-invocation-`)
    try {
      const module = fileURLToPath(new URL('./wrangler-invocation.ts', import.meta.url))
      const build = `${dir}/build.ts`
      writeFileSync(
        build,
        `import { findWranglerInvocation } from ${JSON.stringify(module)}\n` +
          'console.log(JSON.stringify(findWranglerInvocation()))\n',
      )
      writeFileSync(
        `${dir}/wrangler.js`,
        "import { execSync } from 'node:child_process'\n" +
          `process.stdout.write(execSync(${JSON.stringify(`"${process.execPath}" "${build}"`)}))\n`,
      )
      const args = [`${dir}/wrangler.js`, 'deploy', '--dry-run', '--env', 'staging']
      const out = execFileSync(process.execPath, args, { encoding: 'utf8' })
      const { pids, ...found } = JSON.parse(out)
      assert.deepEqual(found, { dryRun: true, env: 'staging', vars: {} })
      // The fake wrangler's own process (node running wrangler.js), not the shell above it.
      assert.equal(pids.length, 1)
      assert.equal(typeof pids[0], 'number')
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})

describe('isWranglerItself', () => {
  it("tells wrangler's own processes from the tools that start it", () => {
    assert.equal(isWranglerItself(['node', '/p/node_modules/.bin/wrangler', 'deploy']), true)
    assert.equal(
      isWranglerItself(['/usr/bin/node', '--no-warnings', '/p/wrangler-dist/cli.js', 'deploy']),
      true,
    )
    assert.equal(isWranglerItself(['wrangler', 'deploy']), true)
    // npx and a shell running it are not wrangler: stopping them is not the guard's business.
    assert.equal(
      isWranglerItself(['node', '/usr/lib/npm/bin/npx-cli.js', 'wrangler', 'deploy']),
      false,
    )
    assert.equal(isWranglerItself(['sh', '-c', 'wrangler deploy']), false)
  })
})
