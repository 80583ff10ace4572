/** Terms of Service and Privacy Policy: never behind the age gate. */
import { Hono } from 'hono/tiny'
import { privacyDimensions } from '../campaign/core'
import PRIVACY_TEXT from '../data/legal/privacy'
import TERMS from '../data/legal/terms'
import type { LegalDocument } from '../data/types'
import type { AppEnv } from '../http/app-env'
import { LegalPage } from '../pages/LegalPage'
import { renderPage } from '../render/render-page'
import { PRIVACY_PATH, TERMS_PATH } from '../shared/paths'

/**
 * The policy with its lists of counted dimensions filled from their declaration
 * (campaign/core/dimensions.ts), so it names what the code counts.
 */
const PRIVACY = fillDimensions(PRIVACY_TEXT)

function fillDimensions(document: LegalDocument): LegalDocument {
  const { counted, carried } = privacyDimensions()
  const fill = (text: string) =>
    text.replace('{counted_dimensions}', counted).replace('{carried_dimensions}', carried)
  return {
    ...document,
    sections: document.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
    })),
  }
}

export const legal = new Hono<AppEnv>()

legal.get(TERMS_PATH, (c) =>
  renderPage(c, <LegalPage document={TERMS} path={TERMS_PATH} />, { cache: true }),
)
legal.get(PRIVACY_PATH, (c) =>
  renderPage(c, <LegalPage document={PRIVACY} path={PRIVACY_PATH} />, { cache: true }),
)
