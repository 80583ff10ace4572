/**
 * The door of campaign/conversions: partner postbacks in, postback templates and postbacks out,
 * and the conversion store. Above core and attribution; never imports counting (nor it them).
 */
export {
  CONVERSION_KEY_DAYS,
  approvalKey,
  partnerKeys,
  recordRevenue,
  recordReversal,
} from './conversion-store'
export { readPartnerPostback } from './postback-in'
export { postbackSignup, relayPartnerOutcome, sendSignupPostback } from './postback-out'
export {
  FIRE_MODES,
  TEMPLATES_PER_PAGE,
  TEMPLATE_CAMPAIGN_PATTERN,
  deleteTemplate,
  findTemplate,
  firesOn,
  listTemplates,
  saveTemplate,
  templateCampaign,
  type FireMode,
  type PostbackTemplate,
} from './postback-store'
export { PLACEHOLDERS, PRESETS, checkTemplate, publicHostProblem } from './postback-template'
