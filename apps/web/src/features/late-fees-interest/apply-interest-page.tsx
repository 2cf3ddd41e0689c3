import { InterestMessages, interestSettingsProblems, TxnTypeId } from '@hoa/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ChargeRunTypes } from '../charges';
import { PageLoader } from '../../widgets/page-loader';
import { InterestSettingsPanel } from './interest-settings-panel';
import { interestSettingsQuery } from './late-fee-queries';
import { RunPanel } from './run-panel';

/** /community/:id/interest/apply — interest settings, then the interest run (42). */
export function ApplyInterestPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const settings = useQuery(interestSettingsQuery(communityAgentId));
  const data = settings.data;
  return (
    <>
      <PageHeader
        title="Apply interest"
        subtitle={community.DisplayName}
        actions={
          <ChargeRunTypes communityAgentId={communityAgentId} current={TxnTypeId.Interest} />
        }
      />
      {settings.error ? <LoadError error={settings.error} /> : null}
      {data ? (
        <Stack gap="md">
          <InterestSettingsPanel key={settings.dataUpdatedAt} settings={data} />
          <RunPanel
            communityAgentId={communityAgentId}
            txnTypeId={TxnTypeId.Interest}
            codes={data.InterestCodes}
            codesLabel="Interest code to charge"
            noCodeMessage={InterestMessages.noCode}
            settingsProblem={interestSettingsProblems(data)[0]?.message ?? null}
            note={
              <Text size="xs" c="dimmed">
                One month of interest on each owner&apos;s balance older than the delinquency days;
                owners already charged this month are skipped.
              </Text>
            }
          />
        </Stack>
      ) : settings.error ? null : (
        <PageLoader />
      )}
    </>
  );
}
