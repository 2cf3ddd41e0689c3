import {
  ApReports,
  ArchitecturalRequestReports,
  ArReports,
  CcrReports,
  FinancialReports,
  GeneralRequestReports,
  ReceiptReports,
  searchReports,
  ServiceRequestReports,
  WorkOrderReports,
} from '@hoa/domain';
import { Anchor, Paper, Table, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { ReportFamilyTable } from './report-family-table';

/** The financial reports of the general ledger, searchable by display name (spec 3 §5). */
export function ReportsIndexPage() {
  const community = useCurrentCommunity();
  const [term, setTerm] = useState('');
  const reports = searchReports(FinancialReports, term);
  return (
    <>
      <PageHeader title="Financial reports" subtitle={community.DisplayName} />
      <TextInput
        label="Search reports"
        placeholder="Report name"
        w={320}
        mb="sm"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
        }}
      />
      <Paper withBorder>
        <Table aria-label="Financial reports" verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Report</Table.Th>
              <Table.Th>What it shows</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reports.map((report) => (
              <Table.Tr key={report.Name}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={buildRoute(SiteMap.report, {
                      name: report.Name,
                      communityAgentId: community.CommunityAgentId,
                    })}
                  >
                    {report.DisplayName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{report.Description}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
            {reports.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text size="sm" c="dimmed">
                    No report matches “{term}”.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Paper>
      <ReportFamilyTable
        title="AR reports"
        reports={ArReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
      <ReportFamilyTable
        title="Cash receipt reports"
        reports={ReceiptReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
      <ReportFamilyTable
        title="Accounts payable reports"
        reports={ApReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
      <ReportFamilyTable
        title="Violation reports"
        reports={CcrReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
      <ReportFamilyTable
        title="General request reports"
        reports={GeneralRequestReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
      <ReportFamilyTable
        title="Architectural request reports"
        reports={ArchitecturalRequestReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
      <ReportFamilyTable
        title="Service request reports"
        reports={ServiceRequestReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
      <ReportFamilyTable
        title="Work order reports"
        reports={WorkOrderReports}
        communityAgentId={community.CommunityAgentId}
        term={term}
      />
    </>
  );
}
