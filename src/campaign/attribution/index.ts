/**
 * The door of campaign/attribution: the campaign cookie, click ids and the partner token, which
 * say which campaign a visit, a click and a signup belong to. Above core only.
 */
export {
  GO_PAGE,
  claimedCampaign,
  readCampaignCookie,
  type CampaignPayload,
  type LandingPage,
} from './campaign-cookie'
export { carryCampaign, carryNewCampaignAtOnce, type CarriedCampaign } from './carry-campaign'
export { readClickId } from './click-id'
export { linkProblems } from './link-problems'
export { carriedClick, defaultClickParam, partnerClick } from './partner-click'
export { choosePreset, chosenPresets, partnerUrlKey, presetFor } from './partner-choice'
export { readPartnerToken, type ClickDimensions, type PartnerKey } from './partner-token'
