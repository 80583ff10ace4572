/** The "About {brand}" section: guides about the site itself, in display order. */
import type { ArticleSectionCopy } from '../../types'
import whatIsGuide from './what-is-guide'
import reviewsRealUsers from './reviews-real-users'
import howToUseFindEscorts from './how-to-use-find-escorts'
import vsOndateVsHarlotHub from './vs-ondate-vs-harlot-hub'
import tipsEscortsListing from './tips-escorts-listing'
import safetyStayProtected from './safety-stay-protected'
import mobileFindingEscorts from './mobile-finding-escorts'
import seoEscortsProfilesRank from './seo-escorts-profiles-rank'
import isLegalEscortAdvertising from './is-legal-escort-advertising'
import futureEscortDirectories from './future-escort-directories'

export default {
  title: 'About {brand}',
  intro:
    'Everything about {brand} itself, in plain words: what the site is and is not, how to use it on any phone, how it handles your data, how to compare it with other directories, what the law says, and where we think adult directories are heading. The listings here are illustrative, and these guides explain what that means for you.',
  description:
    'Guides about {brand} itself: what the site is, how to use it on a phone, privacy and safety, the law on escort advertising and our honest review.',
  keywords: [
    'about {product}',
    '{product} guide',
    '{product} review',
    'escort directory',
    'adult directory usa',
    'online privacy',
    'escort advertising law',
  ],
  articles: [
    whatIsGuide,
    reviewsRealUsers,
    howToUseFindEscorts,
    vsOndateVsHarlotHub,
    tipsEscortsListing,
    safetyStayProtected,
    mobileFindingEscorts,
    seoEscortsProfilesRank,
    isLegalEscortAdvertising,
    futureEscortDirectories,
  ],
} satisfies ArticleSectionCopy
