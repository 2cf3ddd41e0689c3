import { searchReports } from '@hoa/domain';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { buildRoute, SiteMap } from '../../app/site-map';
import { ReceiptReports } from './receipt-reports';

/** The cash receipt reports of the reports screen, filtered by the search term. */
export function ReceiptReportsTable({
  communityAgentId,
  term,
}: {
  communityAgentId: number;
  term: string;
}) {
  const reports = searchReports(ReceiptReports, term);
  if (reports.length === 0) return null;
  return (
    <>
      <Title order={4} mt="lg" mb="xs">
        Cash receipt reports
      </Title>
      <Paper withBorder>
        <Table aria-label="Cash receipt reports" verticalSpacing="xs" highlightOnHover>
          <Table.Tbody>
            {reports.map((report) => (
              <Table.Tr key={report.Name}>
                <Table.Td w="30%">
                  <Anchor
                    component={Link}
                    to={buildRoute(SiteMap.report, { name: report.Name, communityAgentId })}
                  >
                    {report.DisplayName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{report.Description}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </>
  );
}
