import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { buildRoute, SiteMap } from '../../app/site-map';

interface FamilyReport {
  Name: string;
  DisplayName: string;
  Description: string;
}

/** One family of the reports screen (AR, cash receipts): its reports with what each shows. */
export function ReportFamilyTable({
  title,
  reports,
  communityAgentId,
}: {
  title: string;
  reports: readonly FamilyReport[];
  communityAgentId: number;
}) {
  return (
    <>
      <Title order={4} mt="lg" mb="xs">
        {title}
      </Title>
      <Paper withBorder>
        <Table aria-label={title} verticalSpacing="xs" highlightOnHover>
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
