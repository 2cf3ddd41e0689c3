import { isCatalogReportName, type CatalogReportName } from '@hoa/contract';
import {
  ccrReport,
  generalRequestReport,
  serviceRequestReport,
  workOrderReport,
} from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { ReportCustomizerContext, ReportDrillContext } from '../../widgets/report-viewer';
import { openGlLinesDrawer } from '../gl-history';
import { SavedReports } from '../saved-reports';
import { receiptReport, ReceiptReportScreen } from '../receipt-reports';
import { CcrReportScreen, GlobalCcrReportScreen } from '../ccr-reports';
import { GeneralRequestReportScreen, GlobalGeneralRequestReportScreen } from '../general-requests';
import {
  architecturalRequestReport,
  ArchitecturalRequestReportScreen,
} from '../architectural-requests';
import {
  GlobalServiceRequestReportScreen,
  GlobalWorkOrderReportScreen,
  ServiceRequestReportScreen,
  WorkOrderReportScreen,
} from '../work-order-reports';
import { CatalogReportScreen } from './catalog-report-screen';

/** /report/{name}/{communityAgentId}: a report's screen, with the user's saved reports of it. */
export function ReportPage() {
  return (
    <ReportCustomizerContext.Provider value={SavedReports}>
      <ReportDrillContext.Provider value={openGlLinesDrawer}>
        <ReportScreens />
      </ReportDrillContext.Provider>
    </ReportCustomizerContext.Provider>
  );
}

/** One report with its options, rows and downloads. */
function ReportScreens() {
  const { name } = useParams({ strict: false });
  const receipts = receiptReport(name ?? '');
  if (receipts) return <ReceiptReportScreen key={receipts.Name} report={receipts} />;
  const ccr = ccrReport(name ?? '');
  if (ccr) return ccr.Name === 'CCR' ? <CcrReportScreen /> : <GlobalCcrReportScreen />;
  const requests = generalRequestReport(name ?? '');
  if (requests)
    return requests.Name === 'generalRequest' ? (
      <GeneralRequestReportScreen />
    ) : (
      <GlobalGeneralRequestReportScreen />
    );
  if (architecturalRequestReport(name ?? '')) return <ArchitecturalRequestReportScreen />;
  const serviceRequests = serviceRequestReport(name ?? '');
  if (serviceRequests)
    return serviceRequests.Name === 'ServiceRequest' ? (
      <ServiceRequestReportScreen />
    ) : (
      <GlobalServiceRequestReportScreen />
    );
  const workOrders = workOrderReport(name ?? '');
  if (workOrders)
    return workOrders.Name === 'WorkOrder' ? (
      <WorkOrderReportScreen />
    ) : (
      <GlobalWorkOrderReportScreen />
    );
  // The other families (financial, AR, accounts payable, activity, property settlement) build
  // their options from the catalogue's description of the report's parameters.
  if (!isCatalogReportName(name ?? '')) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        There is no report named “{name}”.
      </Alert>
    );
  }
  return <CatalogReportScreen key={name} name={name as CatalogReportName} />;
}
