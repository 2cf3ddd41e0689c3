import { Anchor, AppShell, Box, Button, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { portal } from '@hoa/contract';
import { portalApi, forgetOwnerSession } from './api';
import { placesFor, type PortalPlace } from './portal-nav';
import { goTo, portalHref, PortalPaths } from './portal-paths';
import { useOwnerSession } from './session';
import classes from './portal-layout.module.css';

/**
 * The portal's frame, phone first: the company's name (or logo) and the owner's name on top, the
 * page, and the main places in a bar at the bottom of a phone (on top on a wide screen).
 */
export function PortalLayout() {
  const session = useOwnerSession();
  const path = useRouterState({ select: (state) => state.location.pathname });

  async function signOut(): Promise<void> {
    await portalApi.call(portal.SignOut).catch(() => undefined);
    forgetOwnerSession();
    goTo(PortalPaths.signIn);
  }

  const link = (place: PortalPlace) => {
    const active =
      place.path === PortalPaths.home ? path === place.path : path.startsWith(place.path);
    return (
      <UnstyledButton
        key={place.path}
        component="a"
        href={portalHref(place.path)}
        className={classes.place}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        {place.label}
      </UnstyledButton>
    );
  };
  const places = placesFor(session);

  return (
    <AppShell header={{ height: 56 }} footer={{ height: 60 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor
            href={portalHref(PortalPaths.home)}
            underline="never"
            c="inherit"
            miw={0}
            style={{ flex: 1 }}
          >
            {session.LogoImageUrl ? (
              <Image src={session.LogoImageUrl} alt={session.CompanyName} h={32} w="auto" />
            ) : (
              <Text fw={700} truncate>
                {session.CompanyName}
              </Text>
            )}
          </Anchor>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Group gap={4} visibleFrom="sm" className={classes.topPlaces}>
              {places.map(link)}
            </Group>
            <Text size="sm" c="dimmed" visibleFrom="xs" truncate maw={160}>
              {session.DisplayName}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Box maw={720} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
      <AppShell.Footer hiddenFrom="sm">
        <nav aria-label="Portal" className={classes.bottomBar}>
          {places.filter((place) => place.inBar).map(link)}
        </nav>
      </AppShell.Footer>
    </AppShell>
  );
}
