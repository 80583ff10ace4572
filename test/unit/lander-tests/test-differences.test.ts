/**
 * The record of lander-test differences (test-differences.ts): each kind declared once, with
 * every piece; a kind missing one does not compile (`tsc -p test` checks the @ts-expect-error
 * lines), and the form's reader, the arm check and the summary follow the record.
 */
import { describe, expect, it } from 'vitest'
import { armProblems } from '../../../src/lander-tests/arm-check'
import {
  armChanges,
  declareDifferences,
  DIFFERENCES,
  readArmFields,
  TEST_DIFFERENCES,
  testedOn,
  type TestDifference,
} from '../../../src/lander-tests/test-differences'

/** A whole entry, for the compile-time checks below to take pieces from. */
const WHOLE: TestDifference = {
  label: 'Footer line',
  fields: [{ name: 'cta', label: 'Footer line', input: 'text', maxLength: 32 }],
  pageTypes: 'every',
  elsewhere: '',
  problems: () => [],
  summary: (arm) => (arm.cta ? [`footer “${arm.cta}”`] : []),
  followsToPartner: false,
}

describe('a lander-test difference missing a piece', () => {
  it('does not compile (label, fields, validation, what it does)', () => {
    const { label: _label, ...noLabel } = WHOLE
    const { problems: _problems, ...noValidation } = WHOLE
    const { fields: _fields, ...noFields } = WHOLE
    const { followsToPartner: _follows, ...noBehaviour } = WHOLE
    const { summary: _summary, ...noSummary } = WHOLE
    declareDifferences({
      whole: WHOLE,
      // @ts-expect-error: a difference needs its label
      noLabel,
      // @ts-expect-error: ... its validation
      noValidation,
      // @ts-expect-error: ... its form fields
      noFields,
      // @ts-expect-error: ... whether it follows the visitor to the partner
      noBehaviour,
      // @ts-expect-error: ... and its words for an arm
      noSummary,
    })
    // @ts-expect-error: a field is an arm's property, not any name
    const unknownField: ArmFieldName = 'footer'
    expect(unknownField).toBe('footer')
  })
})

type ArmFieldName = TestDifference['fields'][number]['name']

describe('the record of differences', () => {
  it('lists copy, order and offer, in the form’s order', () => {
    expect(DIFFERENCES).toEqual(['copy', 'order', 'offer'])
    for (const difference of DIFFERENCES) expect(TEST_DIFFERENCES[difference].label).not.toBe('')
  })

  it('reads from a form only the fields of the test’s difference', () => {
    const form: Record<string, string> = {
      headline: 'Pick Your City in {state}',
      cta: 'Join Free',
      order: 'intro-first',
      partnerUrl: 'https://partner.example/',
      partnerSignupUrl: '',
    }
    const field = (name: string) => form[name] ?? ''
    expect(readArmFields('copy', field)).toEqual({
      headline: 'Pick Your City in {state}',
      cta: 'Join Free',
    })
    expect(readArmFields('order', field)).toEqual({ order: 'intro-first' })
    expect(readArmFields('order', () => 'yes')).toEqual({})
    expect(readArmFields('offer', field)).toEqual({ partnerUrl: 'https://partner.example/' })
  })

  it('says where a difference is tested, and the arm check says it too', () => {
    expect(testedOn('order', 'home')).toBe(false)
    expect(testedOn('order', 'city')).toBe(true)
    expect(testedOn('copy', 'ad')).toBe(true)
    const arms = [
      { letter: 'A' as const, weight: 50 },
      { letter: 'B' as const, weight: 50, order: 'intro-first' as const },
    ]
    expect(armProblems('home', 'order', arms)).toEqual([TEST_DIFFERENCES.order.elsewhere])
    expect(armProblems('state', 'order', arms)).toEqual([])
  })

  it('follows the visitor to the partner for an offer only', () => {
    expect(DIFFERENCES.filter((kind) => TEST_DIFFERENCES[kind].followsToPartner)).toEqual(['offer'])
  })

  it('puts an arm’s changes in words, by difference', () => {
    expect(
      armChanges({ headline: 'H', order: 'intro-first', partnerSignupUrl: 'https://p.example/s' }),
    ).toEqual(['headline “H”', 'introduction first', 'partner sign-up https://p.example/s'])
  })
})
