/**
 * The door of campaign/conversions: partner postbacks in, postback templates and postbacks out,
 * and the conversion store. Above core and attribution; never imports counting (nor it them).
 */
export {
  CONVERSION_KEY_DAYS,
  applyEarlyReversal,
  approvalKey,
  isApproved,
  clickOfTransaction,
  partnerKeys,
  recordRevenue,
  recordReversal,
} from './conversion-store'
export { readPartnerPostback, type CountedRefusal } from './postback-in'
export {
  MAX_RATE_MICROS,
  convertMicros,
  listRates,
  rateOf,
  readCurrency,
  saveRate,
  siteCurrency,
  type CurrencyRate,
} from './postback-currency'
export {
  REFUSAL_DAYS,
  countRefusal,
  listRefusals,
  type Refusal,
  type RefusalProblem,
} from './postback-refusals'
export {
  answerOf,
  deliver,
  relayPartnerOutcome,
  sendSignupPostback,
  signupFiring,
  type Delivery,
} from './postback-out'
export { postbackSignup } from './carry-postback'
export { ANSWERS_KEPT, lastAnswers, recordAnswer, type PostbackAnswer } from './postback-answers'
export { PostbackQueue, type WaitingPostback } from './postback-queue'
export {
  POSTBACK_EVENTS,
  TEMPLATES_PER_PAGE,
  TEMPLATE_CAMPAIGN_PATTERN,
  deleteTemplate,
  firedEvents,
  fireValue,
  readFire,
  unknownFireMessage,
  findTemplate,
  firesOn,
  listTemplates,
  TEMPLATE_ORDERS,
  type TemplateOrder,
  savedTemplate,
  saveTemplate,
  templateCampaign,
  type FireMode,
  type PostbackEvent,
  type PostbackTemplate,
} from './postback-store'
export {
  PLACEHOLDERS,
  checkTemplate,
  checkWebhookUrl,
  eventsProblem,
  httpOnlyWarning,
  publicHostProblem,
} from './postback-template'
