import { isCatalogReportName, type CatalogReportName } from '@hoa/contract';
import { Alert } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { ReportCustomizerContext, ReportDrillContext } from '../../widgets/report-viewer';
import { openGlLinesDrawer } from '../gl-history';
import { SavedReports } from '../saved-reports';
import { CatalogReportScreen } from './catalog-report-screen';

/** /report/{name}/{communityAgentId}: a report's screen, with the user's saved reports of it. */
export function ReportPage() {
  return (
    <ReportCustomizerContext.Provider value={SavedReports}>
      <ReportDrillContext.Provider value={openGlLinesDrawer}>
        <ReportScreen />
      </ReportDrillContext.Provider>
    </ReportCustomizerContext.Provider>
  );
}

/**
 * One report with its options, rows and downloads: every family's options are built from the
 * catalogue's description of the report's parameters.
 */
function ReportScreen() {
  const { name } = useParams({ strict: false });
  if (!isCatalogReportName(name ?? '')) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        There is no report named “{name}”.
      </Alert>
    );
  }
  return <CatalogReportScreen key={name} name={name as CatalogReportName} />;
}
