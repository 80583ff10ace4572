/** Hookups 101: index copy and articles of the casual dating guide section. */
import type { ArticleSectionCopy } from '../../types'
import firstMeetingChecklist from './first-meeting-checklist'
import consentAndClearCommunication from './consent-and-clear-communication'
import safetyAndPrivacyOnlineDating from './safety-and-privacy-online-dating'
import etiquetteAfterTheFirstDate from './etiquette-after-the-first-date'
import healthAndHonesty from './health-and-honesty'

export default {
  title: 'Hookups 101',
  intro:
    'Casual dating works best when adults are clear, kind and careful. Hookups 101 is our plain-spoken guide to the parts nobody teaches: planning a first meeting, talking about consent, protecting your privacy online, following up gracefully and keeping health conversations honest. No lectures and nothing explicit, just the grown-up advice we would give a good friend.',
  description:
    'Practical, non-explicit advice for adults on casual dating, from first meetings and consent to online privacy, etiquette and honest health talk.',
  keywords: [
    'casual dating tips',
    'hookup etiquette',
    'dating safety',
    'consent',
    'online dating privacy',
    'sexual health',
  ],
  articles: [
    firstMeetingChecklist,
    consentAndClearCommunication,
    safetyAndPrivacyOnlineDating,
    etiquetteAfterTheFirstDate,
    healthAndHonesty,
  ],
} satisfies ArticleSectionCopy
