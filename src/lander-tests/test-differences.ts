/**
 * What a lander or offer test may change, declared once per kind (decision 043): its label, the
 * arm's form fields (the only ones read from the form), the page types it may be tested on, the
 * checks of an arm, and what it does beyond the page's own markup. The admin form, its reader,
 * the arm check, the summary of an arm and the signup page's offer lookup all read this record;
 * adding a difference is one entry here plus the code that shows it.
 */
import { isPlainPartnerUrl } from '../config'
import { copyProblem, CTA_MAX, HEADLINE_MAX } from './copy-rules'
import type { ArmVariant, PageType } from '../shared/arm-variant'

/** One field of an arm on the admin form: an ArmVariant property, as a text box or a checkbox. */
export type ArmField =
  | {
      name: 'headline' | 'cta' | 'partnerUrl' | 'partnerSignupUrl'
      label: string
      input: 'text' | 'url'
      maxLength: number
      /** The id of a datalist of suggestions (the copy variants in code). */
      list?: string
    }
  | { name: 'order'; label: string; input: 'checkbox'; value: NonNullable<ArmVariant['order']> }

/** A kind of difference between a test's arms. Every piece is required. */
export interface TestDifference {
  /** On the form's "What differs" and the test's heading. */
  label: string
  /** The arm's fields this difference sets; the form reads these and no others. */
  fields: readonly ArmField[]
  /** The page types it may be tested on ('every': all four), and what to say elsewhere. */
  pageTypes: readonly PageType[] | 'every'
  elsewhere: string
  /** The problems with one arm (`name`: "Arm B") on a page type, one line each. */
  problems: (name: string, pageType: PageType, arm: ArmVariant) => string[]
  /** What an arm that sets it shows, in words (the tests page's "changes" column). */
  summary: (arm: ArmVariant) => string[]
  /**
   * Whether an arm's partner offer follows the visitor past the page (/go, the signup page's form
   * action and its Content-Security-Policy): then the signup page looks up the arm held.
   */
  followsToPartner: boolean
}

/** Declares the differences, each checked against TestDifference (a missing piece: tsc fails). */
export function declareDifferences<K extends string>(
  record: Record<K, TestDifference>,
): Readonly<Record<K, TestDifference>> {
  return record
}

export const TEST_DIFFERENCES = declareDifferences({
  copy: {
    label: 'Headline and call to action',
    fields: [
      {
        name: 'headline',
        label: 'Headline ({state}, {city}, {brand} are filled in)',
        input: 'text',
        maxLength: HEADLINE_MAX,
        list: 'test-headlines',
      },
      {
        name: 'cta',
        label: 'Call to action',
        input: 'text',
        maxLength: CTA_MAX,
        list: 'test-ctas',
      },
    ],
    pageTypes: 'every',
    elsewhere: '',
    problems(name, pageType, arm) {
      const problems: string[] = []
      if (arm.headline !== undefined && pageType === 'ad')
        problems.push(`${name}: an ad page keeps its ad's title; test its call to action.`)
      for (const [field, text, max] of [
        ['headline', arm.headline, HEADLINE_MAX],
        ['call to action', arm.cta, CTA_MAX],
      ] as const) {
        if (text === undefined) continue
        if (text.trim() === '' || text.length > max)
          problems.push(`${name}: the ${field} has 1 to ${max} characters.`)
        const problem = copyProblem(text)
        if (problem) problems.push(`${name}: the ${field} ${problem}.`)
      }
      return problems
    },
    summary: (arm) => [
      ...(arm.headline ? [`headline “${arm.headline}”`] : []),
      ...(arm.cta ? [`call to action “${arm.cta}”`] : []),
    ],
    followsToPartner: false,
  },
  order: {
    label: 'Order of the page (introduction first)',
    fields: [
      { name: 'order', label: 'Introduction first', input: 'checkbox', value: 'intro-first' },
    ],
    pageTypes: ['state', 'city'],
    elsewhere: 'The order of the page is tested on state and city pages.',
    problems: () => [],
    summary: (arm) => (arm.order ? ['introduction first'] : []),
    followsToPartner: false,
  },
  offer: {
    label: 'Partner offer (offer rotation)',
    fields: [
      { name: 'partnerUrl', label: 'Partner URL', input: 'url', maxLength: 500 },
      { name: 'partnerSignupUrl', label: 'Partner sign-up URL', input: 'url', maxLength: 500 },
    ],
    pageTypes: 'every',
    elsewhere: '',
    problems(name, _pageType, arm) {
      return [arm.partnerUrl, arm.partnerSignupUrl].flatMap((url) =>
        url !== undefined && !isPlainPartnerUrl(url)
          ? [
              `${name}: a partner address is a plain https URL on a named host (a path and query, no *, ;, spaces, quotes or user name).`,
            ]
          : [],
      )
    },
    summary: (arm) => [
      ...(arm.partnerUrl ? [`partner ${arm.partnerUrl}`] : []),
      ...(arm.partnerSignupUrl ? [`partner sign-up ${arm.partnerSignupUrl}`] : []),
    ],
    followsToPartner: true,
  },
})

/** copy: headline and call to action; order: intro before the listings; offer: partner URLs. */
export type Difference = keyof typeof TEST_DIFFERENCES

/** The differences in the record's order (the form's options, the stored value's check). */
export const DIFFERENCES = Object.keys(TEST_DIFFERENCES) as Difference[]

/** Whether a difference may be tested on a page type. */
export function testedOn(difference: Difference, pageType: PageType): boolean {
  const types = TEST_DIFFERENCES[difference].pageTypes
  return types === 'every' || types.includes(pageType)
}

/**
 * The arm's values of its difference's fields, read from a form (`field` gives a field's trimmed
 * text): a text left empty or a checkbox not ticked is no change.
 */
export function readArmFields(
  difference: Difference,
  field: (name: ArmField['name']) => string,
): ArmVariant {
  const variant: ArmVariant = {}
  for (const spec of TEST_DIFFERENCES[difference].fields) {
    const text = field(spec.name)
    if (spec.input === 'checkbox') {
      if (text === spec.value) variant[spec.name] = spec.value
    } else if (text !== '') variant[spec.name] = text
  }
  return variant
}

/** What an arm changes, in words, by every difference's summary. */
export function armChanges(arm: ArmVariant): string[] {
  return DIFFERENCES.flatMap((difference) => TEST_DIFFERENCES[difference].summary(arm))
}
