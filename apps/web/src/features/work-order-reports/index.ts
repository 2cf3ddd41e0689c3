// What other features use of this one; they import it only from here (eslint.config.js).
export {
  GlobalServiceRequestReportScreen,
  ServiceRequestReportScreen,
} from './service-request-report-screen';
export { GlobalWorkOrderReportScreen, WorkOrderReportScreen } from './work-order-report-screen';
