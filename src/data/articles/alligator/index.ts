/** Escort Alligator 101: the comic, fictional section about tuxedoed alligators hired as plus-ones. */
import type { ArticleSectionCopy } from '../../types'
import welcomeToTheWildSide from './welcome-to-the-wild-side'
import transformYourExperience from './transform-your-experience'
import behindTheScales from './behind-the-scales'
import memorableAdventures from './memorable-adventures'
import topReasonsChooseAlligator from './top-reasons-choose-alligator'
import dosAndDontsAlligatorDate from './dos-and-donts-alligator-date'
import dayInLifeEscortAlligator from './day-in-life-escort-alligator'
import makingEntranceGuide from './making-entrance-guide'
import clientTestimonials from './client-testimonials'
import evolutionEscortAlligator from './evolution-escort-alligator'

export default {
  title: 'Escort Alligator 101',
  intro:
    'Why does a site called {brand} have a section about alligators? Somebody had to write it. Escort Alligator 101 is pure satire: a comic, entirely fictional guide to tuxedoed alligators hired as plus-ones for galas, weddings and company dinners. Expect etiquette tips, swamp commuting and strict sunbathing schedules. No actual reptiles were invited anywhere in the making of these articles.',
  description:
    'Escort Alligator 101 is a comic, wholly fictional guide to tuxedoed alligators as plus-ones: date etiquette, grand entrances and swamp commutes.',
  keywords: [
    'escort alligator',
    'alligator satire',
    'comic fiction',
    'alligator plus-one',
    'tuxedo alligator',
    'swamp etiquette',
  ],
  articles: [
    welcomeToTheWildSide,
    transformYourExperience,
    behindTheScales,
    memorableAdventures,
    topReasonsChooseAlligator,
    dosAndDontsAlligatorDate,
    dayInLifeEscortAlligator,
    makingEntranceGuide,
    clientTestimonials,
    evolutionEscortAlligator,
  ],
} satisfies ArticleSectionCopy
