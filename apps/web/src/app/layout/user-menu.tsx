import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChangePasswordModal } from '../auth/change-password-modal';
import { openEngage } from '../auth/engage';
import { lastSignInNotice, lastSignInQuery } from '../auth/last-sign-in';
import { useSession } from '../auth/session';
import { useSignOut } from '../auth/sign-out';
import { SiteMap } from '../site-map';

/** "Dana Whitfield" → "DW": the user menu's mark on a phone, where the name does not fit. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function UserMenu() {
  const session = useSession().data;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const lastSignIn = useQuery(lastSignInQuery).data;
  const [changingPassword, changePassword] = useDisclosure(false);
  if (!session) return null;

  return (
    <>
      <ChangePasswordModal opened={changingPassword} onClose={changePassword.close} />
      <Menu width={260}>
        <Menu.Target>
          <UnstyledButton aria-label="User menu" px="xs" py={4}>
            <Group gap={6} wrap="nowrap">
              <Avatar size="sm" radius="xl" color="indigo" hiddenFrom="sm" aria-hidden>
                {initialsOf(session.DisplayName)}
              </Avatar>
              <Box visibleFrom="sm" style={{ textAlign: 'right' }}>
                <Text size="sm" fw={600} lh={1.2}>
                  {session.DisplayName}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {session.CompanyName}
                </Text>
              </Box>
              <Text size="xs" c="dimmed" aria-hidden>
                ▾
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{session.UserName}</Menu.Label>
          {lastSignIn ? (
            <Text size="xs" c="dimmed" px="sm" pb={4}>
              {lastSignInNotice(lastSignIn).text}
            </Text>
          ) : null}
          <Menu.Item onClick={() => void navigate({ to: SiteMap.recentActions })}>
            Recent actions
          </Menu.Item>
          <Menu.Item onClick={() => void navigate({ to: SiteMap.rolesIndex })}>Roles</Menu.Item>
          {session.IsSystemAdmin ? (
            <Menu.Item onClick={() => void navigate({ to: SiteMap.companySettings })}>
              Company settings
            </Menu.Item>
          ) : null}
          <Menu.Item onClick={changePassword.open}>Change password</Menu.Item>
          {session.EngageSso ? (
            <Menu.Item onClick={() => void openEngage()}>Open Engage</Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOut()}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
