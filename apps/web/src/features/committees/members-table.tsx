import type { CommitteeMember } from '@hoa/contract';
import { formatExpiration, formatPhone, todayIso } from '@hoa/domain';
import { Anchor, Badge, Button, Group, Paper, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
import { committeeMemberTypesQuery } from './committee-queries';
import { roleLabel } from './member-form-values';

interface MembersTableProps {
  members: CommitteeMember[];
  editable: boolean;
  onEdit: (member: CommitteeMember) => void;
  onRemove: (member: CommitteeMember) => void;
}

/** A committee's seats: name (to the generic profile), role, expiration MM/YYYY and contact. */
export function MembersTable({ members, editable, onEdit, onRemove }: MembersTableProps) {
  const roles = useQuery(committeeMemberTypesQuery);
  const roleName = (id: number) =>
    roleLabel(
      roles.data?.find((r) => r.CommitteeMemberTypeId === id)?.CommitteeMemberTypeName ?? '',
    );
  const now = todayIso();

  return (
    <Paper withBorder radius="sm">
      <Table aria-label="Members" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            {editable ? <Table.Th w={130} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const phone = member.Phones.find((p) => p.IsPrimary) ?? member.Phones[0];
            const expired = member.ExpirationDate !== null && member.ExpirationDate < now;
            const name = member.Contact.DisplayName;
            return (
              <Table.Tr key={member.committeeMemberSettingsId}>
                <Table.Td>
                  <Anchor
                    size="sm"
                    href={`#${buildRoute(SiteMap.profileView, { agentId: member.Agent.TopsAgentId })}`}
                  >
                    {name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{roleName(member.CommitteeMemberTypeId)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {formatExpiration(member.ExpirationDate)}
                    {expired ? (
                      <Badge color="red" size="xs">
                        Expired
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{member.PrimaryEmailAddress}</Table.Td>
                <Table.Td>{phone ? formatPhone(phone) : null}</Table.Td>
                {editable ? (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        aria-label={`Edit ${name}`}
                        onClick={() => {
                          onEdit(member);
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        color="red"
                        aria-label={`Remove ${name}`}
                        onClick={() => {
                          onRemove(member);
                        }}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
          {members.length === 0 ? <EmptyRow colSpan={6}>No members yet.</EmptyRow> : null}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
