import { searchReports } from '@hoa/domain';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { buildRoute, SiteMap } from '../../app/site-map';

interface FamilyReport {
  Name: string;
  DisplayName: string;
  Description: string;
}

/** One family of the reports screen (AR, cash receipts), filtered by the search term. */
export function ReportFamilyTable({
  title,
  reports,
  communityAgentId,
  term,
}: {
  title: string;
  reports: readonly FamilyReport[];
  communityAgentId: number;
  term: string;
}) {
  const shown = searchReports(reports, term);
  if (shown.length === 0) return null;
  return (
    <>
      <Title order={4} mt="lg" mb="xs">
        {title}
      </Title>
      <Paper withBorder>
        <Table aria-label={title} verticalSpacing="xs" highlightOnHover>
          <Table.Tbody>
            {shown.map((report) => (
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
