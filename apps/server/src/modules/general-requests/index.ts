export { generalRequestsRoutes } from './routes';
// The feed's close of a management item of type 96 closes the request (its closed day, history).
export { setGeneralRequestState } from './set-general-request-state';
// The report catalogue renders these reports by name too.
export { generalRequestReport } from './general-request-report';
export { globalGeneralRequestReport } from './global-general-request-report';
