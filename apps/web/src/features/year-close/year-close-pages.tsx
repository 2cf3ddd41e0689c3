import { hasAccess } from '@hoa/domain';
import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ItemLedgerView } from '../gl-history';
import { CloseForm, UndoForm } from './year-close-forms';
import { yearClosesQuery } from './year-close-queries';
import { YearCloseTrail } from './year-close-trail';

type Screen = 'close' | 'undo';

const screens: Record<Screen, { title: string; other: string; otherLabel: string }> = {
  close: { title: 'Year close', other: SiteMap.yearCloseUndo, otherLabel: 'Undo a year close' },
  undo: { title: 'Undo year close', other: SiteMap.yearClose, otherLabel: 'Year close' },
};

/** The frame of both screens: the years, the form, the item just posted (optional itemId). */
function YearClosePage({ screen }: { screen: Screen }) {
  const go = useGo();
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const itemId = Number(useParams({ strict: false }).itemId);
  const years = useQuery(yearClosesQuery(communityAgentId));
  const s = screens[screen];
  const canUpdate = hasAccess(useSession().data?.Claims ?? [], 'gljournalentries', 'update');
  let form: ReactNode = null;
  if (years.data && canUpdate) {
    form =
      screen === 'close' ? (
        <CloseForm
          key={years.dataUpdatedAt}
          communityAgentId={communityAgentId}
          years={years.data}
        />
      ) : (
        <UndoForm
          key={years.dataUpdatedAt}
          communityAgentId={communityAgentId}
          years={years.data}
        />
      );
  }
  return (
    <>
      <PageHeader
        title={s.title}
        subtitle={community.DisplayName}
        actions={
          <Button
            variant="default"
            onClick={() => {
              void go(buildRoute(s.other, { communityAgentId }));
            }}
          >
            {s.otherLabel}
          </Button>
        }
      />
      {years.data ? (
        <Stack gap="md">
          {form}
          {Number.isSafeInteger(itemId) && itemId > 0 ? (
            <div>
              <Title order={4} mb="xs">
                {screen === 'close' ? 'Closing entry' : 'Undo of the closing entry'} #{itemId}
              </Title>
              <ItemLedgerView itemId={itemId} />
            </div>
          ) : null}
          <YearCloseTrail communityAgentId={communityAgentId} years={years.data} />
        </Stack>
      ) : years.isError ? (
        <LoadError error={years.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

export function YearCloseRoutePage() {
  return <YearClosePage screen="close" />;
}

export function YearCloseUndoRoutePage() {
  return <YearClosePage screen="undo" />;
}
