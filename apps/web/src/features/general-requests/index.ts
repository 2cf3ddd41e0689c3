// What other features use of this one; they import it only from here (eslint.config.js).
export {
  GeneralRequestReportScreen,
  GlobalGeneralRequestReportScreen,
} from './general-request-report-screen';
export { PropertyGeneralRequests } from './property-general-requests';
