/**
 * The alerts' door: the run the worker's entry starts after the zone rules', and what
 * /admin/alerts needs to configure them (the kinds, the destinations and a test send, the form,
 * the settings and the log of sent alerts).
 */
export { runAlerts } from './run-alerts'
export { ALERT_KINDS } from './alert-kinds'
export {
  ALERT_DESTINATION_NAMES,
  ALERT_DESTINATIONS,
  sendAlert,
  type AlertDestination,
} from './alert-destinations'
export { readAlertForm } from './alert-form'
export {
  listAlerts,
  loadAlertSettings,
  recordAlert,
  saveAlertSettings,
  type AlertSetting,
  type SentAlert,
} from './alert-store'
