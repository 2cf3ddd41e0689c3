// Job schedules (spec 3 §3 'Job schedule', §4 and §5 'Scheduler', §9): the scheduler's day and
// mask rules, its validation, and when a schedule runs, in a time zone.
export * from './messages';
export * from './zoned-time';
export * from './schedule-days';
export * from './validate-job-schedule';
export * from './next-run';
