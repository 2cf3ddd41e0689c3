export { generalRequestsRoutes } from './routes';
// The feed's close of a management item of type 96 closes the request (its closed day, history).
export { setGeneralRequestState } from './set-general-request-state';
