import '@mantine/dates/styles.css';
import { AppShell, Box, Burger, Button, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { AlertsBell } from '../../features/activity/alerts-bell';
import { GlobalSearchBox, GlobalSearchInputId } from '../../features/search/global-search-box';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { useSession } from '../auth/session';
import { CommunitySelector } from '../community/community-selector';
import { CloseOverlaysOnNavigate, useCloseOnNavigate } from '../overlays/close-on-navigate';
import { DrawerHost } from '../overlays/drawer-host';
import { defaultModalSize } from '../overlays/modals';
import { SiteMap } from '../site-map';
import { AppNavbar } from './app-navbar';
import { useGlobalShortcuts } from './shortcuts';
import { SkipLink, MainContentId } from './skip-link';
import { UserMenu } from './user-menu';

// The go-to palette loads on its first use, not with the frame.
const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
);

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
  const [paletteOpens, setPaletteOpens] = useState(0);
  const openPalette = useCallback(() => {
    setPaletteOpens((count) => count + 1);
  }, []);
  const focusSearch = useCallback(() => {
    document.getElementById(GlobalSearchInputId)?.focus();
  }, []);
  useGlobalShortcuts(openPalette, focusSearch);
  // On a phone the navigation is a menu the burger opens over the page; a screen chosen closes it.
  const [navOpen, nav] = useDisclosure(false);
  useCloseOnNavigate(nav.close);

  return (
    <AppShell
      header={{ height: 48 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'xs', sm: 'md' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            />
            <UnstyledButton
              aria-label="HOA Back Office home"
              onClick={() => void navigate({ to: SiteMap.home })}
              visibleFrom="sm"
            >
              <Text fw={700} size="md" c="indigo.8">
                HOA Back Office
              </Text>
            </UnstyledButton>
            {session.data ? <CommunitySelector /> : null}
            {session.data ? (
              <Box visibleFrom="md">
                <GlobalSearchBox />
              </Box>
            ) : null}
            {session.data ? (
              <Button
                visibleFrom="md"
                variant="default"
                size="xs"
                onClick={openPalette}
                rightSection={<Kbd size="xs">Ctrl K</Kbd>}
              >
                Go to…
              </Button>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session.data ? <AlertsBell /> : null}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>{session.data ? <AppNavbar /> : null}</AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={MainContentId} tabIndex={-1} style={{ outline: 'none' }}>
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
      {paletteOpens > 0 && session.data ? (
        <Suspense fallback={null}>
          <CommandPalette openCount={paletteOpens} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
