/**
 * Automation (issue 25): workflows of job schedules and their templates, run by the scheduler
 * (jobs/automation-runs.ts) through the use cases a user calls.
 */
export { automationRoutes } from './routes';
export {
  AutomationFairnessLimit,
  AutomationRunQueue,
  dueRuns,
  runDue,
  runDueJobSchedules,
  type DueRun,
} from './run-due-schedules';
export { executeRun, type RunDeps, type RunSource } from './run-job';
export { jobRunRows } from './job-schedule-rows';
export { automationJobSource } from './automation-job-source';
export { isCron, nextExecution } from './cron';
export { communityTimeZone } from './community-time-zone';
export { requireJobClaim } from './run-job-schedule-now';
