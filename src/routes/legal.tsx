/** Terms of Service and Privacy Policy: never behind the age gate. */
import { Hono } from 'hono'
import PRIVACY from '../data/legal/privacy'
import TERMS from '../data/legal/terms'
import type { AppEnv } from '../http/app-env'
import { LegalPage } from '../pages/LegalPage'
import { renderPage } from '../render/render-page'

export const legal = new Hono<AppEnv>()

legal.get('/terms', (c) =>
  renderPage(c, <LegalPage document={TERMS} path="/terms" />, { cache: true }),
)
legal.get('/privacy', (c) =>
  renderPage(c, <LegalPage document={PRIVACY} path="/privacy" />, { cache: true }),
)
