import { contract } from '@hoa/contract';
import { Button, SimpleGrid, Tabs } from '@mantine/core';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { OperatingPeriodWarning } from '../accounting-setup';
import { AccountRangesPanel } from './account-ranges-panel';
import { AccountsPanel } from './accounts-panel';
import { CostCentersPanel } from './cost-centers-panel';
import { FundsPanel } from './funds-panel';
import { MayCall } from '../../widgets/may-call';

type ChartTab = 'accounts' | 'centers' | 'ranges';

const tabRoutes: Record<ChartTab, string> = {
  accounts: SiteMap.glAccounts,
  centers: SiteMap.costCentersAndFunds,
  ranges: SiteMap.accountRanges,
};

function isChartTab(value: string | null): value is ChartTab {
  return value === 'accounts' || value === 'centers' || value === 'ranges';
}

/** The chart of accounts of the selected community; each tab has its own route. */
function ChartOfAccountsPage({ tab }: { tab: ChartTab }) {
  const community = useCurrentCommunity();
  const go = useGo();
  const communityAgentId = community.CommunityAgentId;
  return (
    <>
      <OperatingPeriodWarning communityAgentId={communityAgentId} />
      <PageHeader
        title="Chart of accounts"
        subtitle={community.DisplayName}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(buildRoute(SiteMap.requiredAccounts, { communityAgentId }));
              }}
            >
              Required accounts
            </Button>
            <MayCall calls={contract.glAccounts.MergeAccountHistory}>
              <Button
                variant="default"
                onClick={() => {
                  void go(buildRoute(SiteMap.mergeGlAccounts, { communityAgentId }));
                }}
              >
                Merge accounts
              </Button>
            </MayCall>
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isChartTab(value)) void go(buildRoute(tabRoutes[value], { communityAgentId }));
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="accounts">Accounts</Tabs.Tab>
          <Tabs.Tab value="centers">Cost centers and funds</Tabs.Tab>
          <Tabs.Tab value="ranges">Account ranges</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'accounts' ? <AccountsPanel communityAgentId={communityAgentId} /> : null}
      {tab === 'centers' ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <CostCentersPanel communityAgentId={communityAgentId} />
          <FundsPanel communityAgentId={communityAgentId} />
        </SimpleGrid>
      ) : null}
      {tab === 'ranges' ? <AccountRangesPanel communityAgentId={communityAgentId} /> : null}
    </>
  );
}

export function GlAccountsPage() {
  return <ChartOfAccountsPage tab="accounts" />;
}

export function CostCentersAndFundsPage() {
  return <ChartOfAccountsPage tab="centers" />;
}

export function AccountRangesPage() {
  return <ChartOfAccountsPage tab="ranges" />;
}
