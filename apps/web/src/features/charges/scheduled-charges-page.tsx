import { SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ChargeCodesTable } from './charge-codes-table';
import { scheduledChargesQuery, type ScheduledKind } from './charge-queries';

const kinds: { value: ScheduledKind; label: string }[] = [
  { value: 'assessments', label: 'Assessments' },
  { value: 'latefees', label: 'Late fees' },
  { value: 'prepaids', label: 'Prepaids' },
];

/** /charges/scheduled/:kind — scheduled charges: assessments, late fees, prepaids. */
export function ScheduledChargesPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const param = useParams({ strict: false }).kind;
  const kind = kinds.find((k) => k.value === param)?.value ?? 'assessments';
  const go = useGo();
  const codes = useQuery(scheduledChargesQuery(communityAgentId, kind));
  return (
    <>
      <PageHeader title="Scheduled charges" subtitle={community.DisplayName} />
      <Stack gap="sm">
        <SegmentedControl
          data={kinds}
          value={kind}
          w="fit-content"
          onChange={(value) => {
            void go(buildRoute(SiteMap.scheduledCharges, { communityAgentId, kind: value }));
          }}
        />
        {codes.isError ? <LoadError error={codes.error} /> : null}
        {codes.data ? (
          <ChargeCodesTable codes={codes.data} />
        ) : codes.isError ? null : (
          <PageLoader />
        )}
      </Stack>
    </>
  );
}
