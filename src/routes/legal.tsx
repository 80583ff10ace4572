/** Terms of Service and Privacy Policy: never behind the age gate. */
import { Hono } from 'hono/tiny'
import PRIVACY from '../data/legal/privacy'
import TERMS from '../data/legal/terms'
import type { AppEnv } from '../http/app-env'
import { LegalPage } from '../pages/LegalPage'
import { renderPage } from '../render/render-page'
import { PRIVACY_PATH, TERMS_PATH } from '../shared/paths'

export const legal = new Hono<AppEnv>()

legal.get(TERMS_PATH, (c) =>
  renderPage(c, <LegalPage document={TERMS} path={TERMS_PATH} />, { cache: true }),
)
legal.get(PRIVACY_PATH, (c) =>
  renderPage(c, <LegalPage document={PRIVACY} path={PRIVACY_PATH} />, { cache: true }),
)
