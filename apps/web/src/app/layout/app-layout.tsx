import '@mantine/dates/styles.css';
import { AppShell, Group, Text, UnstyledButton } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { AlertsBell } from '../../features/activity/alerts-bell';
import { GlobalSearchBox } from '../../features/search/global-search-box';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { useSession } from '../auth/session';
import { CommunitySelector } from '../community/community-selector';
import { CloseOverlaysOnNavigate } from '../overlays/close-on-navigate';
import { DrawerHost } from '../overlays/drawer-host';
import { defaultModalSize } from '../overlays/modals';
import { SiteMap } from '../site-map';
import { AppNavbar } from './app-navbar';
import { UserMenu } from './user-menu';

/**
 * The signed-in frame: top bar with product name, community selector and user menu. It loads
 * lazily after sign-in, with what only signed-in screens use (modals, the date pickers' styles).
 */
export function AppLayout() {
  return (
    <ModalsProvider modalProps={{ size: defaultModalSize, centered: true }}>
      <AppFrame />
    </ModalsProvider>
  );
}

function AppFrame() {
  const session = useSession();
  const navigate = useNavigate();

  return (
    <AppShell header={{ height: 48 }} navbar={{ width: 210, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <UnstyledButton
              aria-label="HOA Back Office home"
              onClick={() => void navigate({ to: SiteMap.home })}
            >
              <Text fw={700} size="md" c="indigo.8">
                HOA Back Office
              </Text>
            </UnstyledButton>
            {session.data ? <CommunitySelector /> : null}
            {session.data ? <GlobalSearchBox /> : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session.data ? <AlertsBell /> : null}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>{session.data ? <AppNavbar /> : null}</AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        {session.data ? (
          <Outlet />
        ) : session.isError ? (
          <LoadError error={session.error} />
        ) : (
          <PageLoader />
        )}
        <DrawerHost />
        <CloseOverlaysOnNavigate />
      </AppShell.Main>
    </AppShell>
  );
}
