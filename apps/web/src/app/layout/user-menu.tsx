import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../auth/session';
import { useSignOut } from '../auth/sign-out';
import { SiteMap } from '../site-map';

export function UserMenu() {
  const session = useSession().data;
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!session) return null;

  return (
    <Menu width={220}>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" px="xs" py={4}>
          <Group gap={6} wrap="nowrap">
            <div style={{ textAlign: 'right' }}>
              <Text size="sm" fw={600} lh={1.2}>
                {session.DisplayName}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {session.CompanyName}
              </Text>
            </div>
            <Text size="xs" c="dimmed" aria-hidden>
              ▾
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.UserName}</Menu.Label>
        <Menu.Item onClick={() => void navigate({ to: SiteMap.rolesIndex })}>Roles</Menu.Item>
        {session.IsSystemAdmin ? (
          <Menu.Item onClick={() => void navigate({ to: SiteMap.companySettings })}>
            Company settings
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
