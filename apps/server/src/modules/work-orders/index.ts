export { workOrdersRoutes } from './routes';
// The feed's close of a management item of type 62 or 63 resolves it (spec 3 §4).
export { resolveWorkItem } from './resolve-item';
// The home page's overdue tile and the work order reports count with the list's rule.
export { countOverdueWorkOrders, overdueFlags } from './overdue';
// The daily overdue alert (cron-jobs).
export { alertOverdueWorkOrders } from './alert-overdue';
