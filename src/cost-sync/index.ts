/**
 * The cost sync's door: the job the worker's entry runs on the 10-minute trigger (runCostSync,
 * each connection when due, decision 038), what /admin/connections needs to keep connections, test
 * and sync them and show the reconciliation, the spend pushed to POST /admin/api/costs, and the
 * dashboard's note on a failed pull.
 */
export {
  backfillWindow,
  connectionSecret,
  runCostSync,
  syncConnection,
  testConnection,
  type ConnectionTest,
} from './cost-sync'
export { readPushBody, writePushes } from './cost-push'
export { readConnectionForm } from './connection-form'
export {
  deleteConnection,
  lastRuns,
  listConnections,
  queueFullSync,
  readConnection,
  saveConnection,
  type CostConnection,
  type SyncRun,
} from './cost-store'
export { ALL_COST_SOURCES, costSource } from './cost-sources'
export { loadReconciliation, type ReconciliationRow } from './reconciliation'
export { costPullNotes } from './pull-notes'
