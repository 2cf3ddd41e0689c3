import { contract } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';
import { operatingStatusQuery } from './setup-queries';

/**
 * The open operating period warning (spec 2 §2, §4): open periods in fiscal years more than 2
 * years from today. Shown once per community; closing it is remembered on the server.
 */
export function OperatingPeriodWarning({ communityAgentId }: { communityAgentId: number }) {
  const queryClient = useQueryClient();
  const status = useQuery(operatingStatusQuery(communityAgentId));
  const acknowledge = useMutation({
    mutationFn: () =>
      api.call(contract.accountingSetup.AcknowledgeOperatingPeriodWarning, {
        params: { communityAgentId },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(operatingStatusQuery(communityAgentId).queryKey, next);
    },
  });
  const data = status.data;
  if (!data?.ShowWarning) return null;
  const dashboard = `#${buildRoute(SiteMap.accountingYearSetup, { communityAgentId })}`;
  const close = () => {
    if (!acknowledge.isPending) acknowledge.mutate();
  };
  return (
    <Modal opened onClose={close} title="Open operating period" size="md">
      <Text size="sm" mb="sm">
        {data.Message}
      </Text>
      <List size="sm" mb="md">
        {data.OutsideFiscalYears.map((year) => (
          <List.Item key={year.TopsFiscalYearId}>
            Fiscal year {year.Sequence}: {formatDate(year.StartDate)} – {formatDate(year.EndDate)}
          </List.Item>
        ))}
      </List>
      <Group justify="space-between">
        <Anchor href={dashboard} target="_blank" rel="noopener" size="sm">
          Open the accounting year setup
        </Anchor>
        <Button onClick={close} loading={acknowledge.isPending}>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
