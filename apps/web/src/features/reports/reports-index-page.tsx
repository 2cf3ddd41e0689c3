import type { CatalogReportJson } from '@hoa/contract';
import { Loader, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ReportFamilyTable } from './report-family-table';
import { reportCatalogueQuery } from './report-queries';

/**
 * The reports the user may run, by family, from the server's catalogue; the search asks it for
 * the reports whose display name holds the term, in any case (spec 3 §5).
 */
export function ReportsIndexPage() {
  const community = useCurrentCommunity();
  const [term, setTerm] = useState('');
  const catalogue = useQuery({ ...reportCatalogueQuery(term), placeholderData: keepPreviousData });
  const families = new Map<string, CatalogReportJson[]>();
  for (const report of catalogue.data ?? []) {
    families.set(report.Family, [...(families.get(report.Family) ?? []), report]);
  }
  return (
    <>
      <PageHeader title="Reports" subtitle={community.DisplayName} />
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
      {catalogue.isError ? (
        <LoadError error={catalogue.error} />
      ) : !catalogue.data ? (
        <Loader size="sm" />
      ) : families.size === 0 ? (
        <Text size="sm" c="dimmed">
          No report matches “{term}”.
        </Text>
      ) : (
        [...families].map(([family, reports]) => (
          <ReportFamilyTable
            key={family}
            title={family}
            reports={reports}
            communityAgentId={community.CommunityAgentId}
          />
        ))
      )}
    </>
  );
}
