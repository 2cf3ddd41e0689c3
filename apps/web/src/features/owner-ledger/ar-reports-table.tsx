import { ArReports, searchReports } from '@hoa/domain';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { buildRoute, SiteMap } from '../../app/site-map';

/** The AR family of the reports screen (spec 3 §2 'Reports'), filtered by the search term. */
export function ArReportsTable({
  communityAgentId,
  term,
}: {
  communityAgentId: number;
  term: string;
}) {
  const reports = searchReports(ArReports, term);
  if (reports.length === 0) return null;
  return (
    <>
      <Title order={4} mt="lg" mb="xs">
        AR reports
      </Title>
      <Paper withBorder>
        <Table aria-label="AR reports" verticalSpacing="xs" highlightOnHover>
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
