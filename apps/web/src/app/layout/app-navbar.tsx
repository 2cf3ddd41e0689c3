import { hasAccess } from '@hoa/domain';
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useLocation, useParams } from '@tanstack/react-router';
import { useSession } from '../auth/session';
import { readLastCommunityId } from '../community/community-cookies';
import { useGo } from '../navigation';
import { buildRoute } from '../site-map';
import { NavSections, type NavItem } from './nav-sections';

/** The left navigation: the areas' screens, for the selected community or the whole company. */
export function AppNavbar() {
  const session = useSession().data;
  const go = useGo();
  const pathname = useLocation({ select: (l) => l.pathname });
  const params = useParams({ strict: false });
  const communityAgentId = params.communityAgentId ?? readLastCommunityId() ?? undefined;

  function visible(item: NavItem): boolean {
    if (!session) return false;
    if (item.systemAdminOnly && !session.IsSystemAdmin) return false;
    if (item.claim && !hasAccess(session.Claims, item.claim, 'read')) return false;
    return item.scope === 'company' || communityAgentId !== undefined;
  }

  function href(item: NavItem): string {
    return item.scope === 'community'
      ? buildRoute(item.pattern, { communityAgentId: communityAgentId ?? '' })
      : item.pattern;
  }

  return (
    <ScrollArea h="100%" type="hover">
      <nav aria-label="Main navigation">
        {NavSections.map((section) => {
          const items = section.items.filter(visible);
          if (items.length === 0) return null;
          return (
            <div key={section.label}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                {section.label}
              </Text>
              {items.map((item) => {
                const target = href(item);
                return (
                  <NavLink
                    key={item.label}
                    label={item.label}
                    href={`#${target}`}
                    active={pathname === target || pathname.startsWith(`${target}/`)}
                    onClick={(event) => {
                      event.preventDefault();
                      void go(target);
                    }}
                  />
                );
              })}
            </div>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
