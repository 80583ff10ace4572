/** Dating App Reviews: index copy and articles of the editors' dating app review section. */
import type { ArticleSectionCopy } from '../../types'
import howWeReviewDatingApps from './how-we-review-dating-apps'
import swipeAppsCompared from './swipe-apps-compared'
import appsForOpenMindedAdults from './apps-for-open-minded-adults'
import spottingFakeProfilesAndScams from './spotting-fake-profiles-and-scams'
import deletingYourDatingAccounts from './deleting-your-dating-accounts'

export default {
  title: 'Dating App Reviews',
  intro:
    "Dating apps all promise chemistry; we look at what happens behind the screen. The editors review well-known apps against the same plain criteria: how they handle age, privacy, payments, scams and leaving. We skip star ratings and prices, which change too often to trust, and features change too, so always check an app's current terms before you join.",
  description:
    "The editors' own reviews of dating apps such as Tinder, Bumble, Hinge and Feeld: privacy, age rules, scams, what is free and how to delete your account.",
  keywords: [
    'dating app reviews',
    'tinder vs bumble vs hinge',
    'feeld review',
    'dating app privacy',
    'romance scams',
    'delete dating account',
  ],
  articles: [
    howWeReviewDatingApps,
    swipeAppsCompared,
    appsForOpenMindedAdults,
    spottingFakeProfilesAndScams,
    deletingYourDatingAccounts,
  ],
} satisfies ArticleSectionCopy
