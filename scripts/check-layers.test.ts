/**
 * scripts/check-layers.ts holds the real tree and refuses what it is there to refuse: a planted
 * import between counting and conversions, an outside import of a campaign part's inside, a part
 * reaching a lower part's inside, a part importing a higher one, the markup machinery pointing up,
 * an admin screen importing another, a job's inside imported past its door, markup on the read
 * side, a type-only import running up a layer, and files importing each other round a circle
 * (type-only, or round three files).
 * Each case plants files in a copy of src/ and runs the checker on the copy.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { layerViolations } from './check-layers.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const copies: string[] = []
after(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })))

/** The checker's problems for a copy of src/ with `source` added at `path` (under src/). */
function problemsWith(path: string, source: string): string[] {
  return problemsWithFiles({ [path]: source })
}

/** The same with several files added, by path under src/. */
function problemsWithFiles(files: Record<string, string>): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'check-layers-'))
  copies.push(copy)
  cpSync(join(ROOT, 'src'), join(copy, 'src'), { recursive: true })
  for (const [path, source] of Object.entries(files)) writeFileSync(join(copy, 'src', path), source)
  return layerViolations(copy)
}

describe('the layer check', () => {
  it('passes on the real tree', () => {
    assert.deepEqual(layerViolations(ROOT), [])
  })

  it('fails when counting imports conversions, even a type through its door', () => {
    const problems = problemsWith(
      'campaign/counting/planted.ts',
      "import type { PostbackTemplate } from '../conversions'\nexport type T = PostbackTemplate\n",
    )
    assert.deepEqual(problems, [
      'src/campaign/counting/planted.ts: imports ../conversions (campaign/conversions, a part beside it)',
    ])
  })

  it('fails when conversions imports counting', () => {
    const problems = problemsWith(
      'campaign/conversions/planted.ts',
      "import { countClick } from '../counting'\nexport const f = countClick\n",
    )
    assert.equal(problems.length, 1)
    assert.match(
      problems[0]!,
      /planted\.ts: imports \.\.\/counting \(campaign\/counting, a part beside it\)/,
    )
  })

  it('fails when a lower part imports a higher one', () => {
    const problems = problemsWith(
      'campaign/core/planted.ts',
      "import { readClickId } from '../attribution'\nexport const f = readClickId\n",
    )
    assert.match(
      problems.join('\n'),
      /imports \.\.\/attribution \(campaign\/attribution, a part above it\)/,
    )
  })

  it("fails when outside code imports a part's inside, and passes through its door", () => {
    const inside = problemsWith(
      'routes/planted.ts',
      "import { addEvent } from '../campaign/counting/count-store'\nexport const f = addEvent\n",
    )
    assert.deepEqual(inside, [
      'src/routes/planted.ts: imports ../campaign/counting/count-store, inside campaign/counting; import its door src/campaign/counting/index.ts',
    ])
    const door = problemsWith(
      'routes/planted.ts',
      "import { countClick } from '../campaign/counting'\nexport const f = countClick\n",
    )
    assert.deepEqual(door, [])
  })

  it("fails when a part imports a lower part's inside instead of its door", () => {
    const problems = problemsWith(
      'campaign/counting/planted.ts',
      "import { sign } from '../core/sign'\nexport const f = sign\n",
    )
    assert.match(
      problems.join('\n'),
      /imports \.\.\/core\/sign, inside campaign\/core; import its door/,
    )
  })

  it('fails when the markup machinery imports a page part above it', () => {
    const problems = problemsWith(
      'markup/planted.ts',
      "import { Layout } from '../components/Layout'\nexport const f = Layout\n",
    )
    assert.match(
      problems.join('\n'),
      /imports \.\.\/components\/Layout \(src\/components, a layer above it\)/,
    )
  })

  it("fails when one admin screen imports another, or the screens' ui/ imports a screen", () => {
    const beside = problemsWith(
      'admin/rules/planted.ts',
      "import { adminTestRoutes } from '../tests/tests'\nexport const f = adminTestRoutes\n",
    )
    assert.deepEqual(beside, [
      'src/admin/rules/planted.ts: imports ../tests/tests (admin/tests, a part beside it)',
    ])
    const up = problemsWith(
      'admin/ui/planted.ts',
      "import { RulesPage } from '../rules/RulesPage'\nexport const f = RulesPage\n",
    )
    assert.deepEqual(up, [
      'src/admin/ui/planted.ts: imports ../rules/RulesPage (admin/rules, a part above it)',
    ])
  })

  it("fails when outside code imports a job's inside, and passes through its door", () => {
    const inside = problemsWith(
      'admin/rules/planted.ts',
      "import { runRules } from '../../zone-rules/run-rules'\nexport const f = runRules\n",
    )
    assert.deepEqual(inside, [
      'src/admin/rules/planted.ts: imports ../../zone-rules/run-rules, inside src/zone-rules; import its door src/zone-rules/index.ts',
    ])
    const door = problemsWith(
      'admin/rules/planted.ts',
      "import { runRules } from '../../zone-rules'\nexport const f = runRules\n",
    )
    assert.deepEqual(door, [])
  })

  it('fails when the read side holds markup', () => {
    const problems = problemsWith(
      'reports/planted.tsx',
      "import { AdminDocument } from '../admin/ui/AdminDocument'\nexport const f = <AdminDocument />\n",
    )
    assert.match(problems.join('\n'), /src\/reports\/planted\.tsx: src\/reports holds no markup/)
    assert.match(
      problems.join('\n'),
      /imports \.\.\/admin\/ui\/AdminDocument \(src\/admin, a layer above it\)/,
    )
  })

  it('fails on a type-only import running up a layer, as on a runtime one', () => {
    const problems = problemsWith(
      'http/planted.ts',
      "import type { ArmChoice } from '../lander-tests/choose-arm'\nexport type T = ArmChoice\n",
    )
    assert.deepEqual(problems, [
      'src/http/planted.ts: imports ../lander-tests/choose-arm (src/lander-tests, a layer above it)',
      'src/http and src/lander-tests import each other',
    ])
    const named = problemsWith(
      'site/planted.ts',
      "import { type Arm } from '../lander-tests/lander-test'\nexport type T = Arm\n",
    )
    assert.deepEqual(named, [
      'src/site/planted.ts: imports ../lander-tests/lander-test (src/lander-tests, a layer above it)',
    ])
  })

  it('fails on two files that import each other by type only, inside one folder', () => {
    const problems = problemsWithFiles({
      'shared/planted-a.ts': "import type { B } from './planted-b'\nexport interface A { b?: B }\n",
      'shared/planted-b.ts': "import type { A } from './planted-a'\nexport interface B { a?: A }\n",
    })
    assert.deepEqual(problems, [
      'circle: src/shared/planted-a.ts -> src/shared/planted-b.ts -> src/shared/planted-a.ts',
    ])
  })

  it('fails on a circle round three files, naming a path round it and the rest of it', () => {
    const problems = problemsWithFiles({
      'stats/planted-a.ts': "import { b } from './planted-b'\nexport const a = () => b()\n",
      'stats/planted-b.ts': "import { c } from './planted-c'\nexport const b = () => c()\n",
      'stats/planted-c.ts':
        "import { a } from './planted-a'\nimport { d } from './planted-d'\nexport const c = () => a() + d()\n",
      'stats/planted-d.ts': "import { b } from './planted-b.ts'\nexport const d = () => b()\n",
    })
    assert.deepEqual(problems, [
      'circle: src/stats/planted-a.ts -> src/stats/planted-b.ts -> src/stats/planted-c.ts -> src/stats/planted-a.ts (in the same circle: src/stats/planted-d.ts)',
    ])
  })

  it('exits non-zero from the command line on a planted break', () => {
    problemsWith('campaign/counting/planted.ts', "import '../conversions'\n")
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/check-layers.ts'), copies.at(-1)!],
      {
        encoding: 'utf8',
      },
    )
    assert.equal(result.status, 1)
    assert.match(result.stderr, /campaign\/conversions, a part beside it/)
  })
})
