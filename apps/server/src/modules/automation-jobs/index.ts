/** Automation jobs (issue 25 item 3): one job type run on a cron; the scheduler runs them. */
export { automationJobRoutes } from './routes';
