/** scripts/run-parallel.ts: every command runs, each output whole, and a failure fails the run. */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const SCRIPT = fileURLToPath(new URL('run-parallel.ts', import.meta.url))

function runParallel(...commands: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...commands], { encoding: 'utf8' })
}

test('runs every command and prints each one’s output under its name', () => {
  const result = runParallel('node --eval console.log(1+1)', 'node --eval console.log(2+2)')
  assert.equal(result.status, 0)
  assert.match(result.stdout, /> node --eval console\.log\(1\+1\): ok, [\d.]+ s\n2\n/)
  assert.match(result.stdout, /> node --eval console\.log\(2\+2\): ok, [\d.]+ s\n4\n/)
})

test('exits 1 when one command fails, after the others have run, and names it', () => {
  const result = runParallel('node --eval process.exit(3)', 'node --eval console.log(5)')
  assert.equal(result.status, 1)
  assert.match(result.stdout, /FAILED \(exit 3\)/)
  assert.match(result.stdout, /\n5\n/)
  assert.match(result.stderr, /Failed: node --eval process\.exit\(3\)/)
})

test('--width=N runs N commands at once: three that each wait for the others all end', () => {
  // Each writes its mark, then waits until three marks are there: run fewer than three at a
  // time and the first never ends (the run times out).
  const dir = mkdtempSync(`${tmpdir()}/run-parallel-`)
  const wait = (name: string) =>
    `node --eval require("fs").writeFileSync("${dir}/${name}","");setInterval(()=>require("fs").readdirSync("${dir}").length>=3&&process.exit(0),20)`
  const result = spawnSync(
    process.execPath,
    [SCRIPT, '--width=3', wait('a'), wait('b'), wait('c')],
    { encoding: 'utf8', timeout: 20_000 },
  )
  rmSync(dir, { recursive: true })
  assert.equal(result.status, 0, result.stdout + result.stderr)
  assert.equal(result.stdout.match(/: ok, /g)?.length, 3)
})
