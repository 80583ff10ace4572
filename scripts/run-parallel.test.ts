/** scripts/run-parallel.ts: every command runs, each output whole, and a failure fails the run. */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
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
