import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { portalHousehold, type HouseholdPerson } from '@hoa/contract';
import { HouseholdState, PortalRole, PortalRoleNames, type PortalRoleValue } from '@hoa/domain';
import { showSuccess } from '../../app/toasts';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { useOwnerSession } from '../app/session';
import { useSubmit } from '../app/use-submit';

const householdQuery = {
  queryKey: ['portal', 'household'],
  queryFn: () => portalApi.call(portalHousehold.GetHousehold),
};

const stateColors: Record<HouseholdPerson['State'], string> = {
  [HouseholdState.Invited]: 'yellow',
  [HouseholdState.Registered]: 'green',
  [HouseholdState.Removed]: 'gray',
};

/** One person invited: who, where, their state, and resend or remove. */
function Person({ person }: { person: HouseholdPerson }) {
  const queryClient = useQueryClient();
  const { pending, problem, run } = useSubmit();
  const act = (endpoint: 'resend' | 'remove') =>
    void run(async () => {
      const params = { id: person.HouseholdMemberId };
      if (endpoint === 'resend') {
        await portalApi.call(portalHousehold.ResendHouseholdInvitation, { params });
        showSuccess(`A new invitation is on its way to ${person.EmailAddress}.`);
      } else {
        await portalApi.call(portalHousehold.RemoveHouseholdMember, { params });
        showSuccess(`${person.Name} no longer has access.`);
      }
      await queryClient.invalidateQueries({ queryKey: householdQuery.queryKey });
    });
  return (
    <Stack gap={6} component="li" aria-label={person.Name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {person.Name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {person.EmailAddress}
          </Text>
          <Text size="sm" c="dimmed">
            {PortalRoleNames[person.PortalRoleId as PortalRoleValue]} · {person.Address}
          </Text>
        </div>
        <Badge color={stateColors[person.State]} variant="light" style={{ flexShrink: 0 }}>
          {person.State}
        </Badge>
      </Group>
      {person.State === HouseholdState.Removed ? null : (
        <Group gap="xs" grow>
          {person.State === HouseholdState.Invited ? (
            <Button variant="light" loading={pending} onClick={() => act('resend')}>
              Resend
            </Button>
          ) : null}
          <Button variant="light" color="red" loading={pending} onClick={() => act('remove')}>
            Remove
          </Button>
        </Group>
      )}
      <ProblemAlert problem={problem} />
    </Stack>
  );
}

/** The invitation form: a household member or a renter, to one of the owner's homes. */
function InviteForm() {
  const session = useOwnerSession();
  const queryClient = useQueryClient();
  const firstHome = session.Properties[0]?.PropertyAgentId ?? 0;
  const [property, setProperty] = useState(String(firstHome));
  const [role, setRole] = useState(String(PortalRole.HouseholdMember));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { pending, problem, run } = useSubmit();

  const invite = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await portalApi.call(portalHousehold.InviteHouseholdMember, {
        body: {
          PropertyAgentId: Number(property),
          PortalRoleId:
            role === String(PortalRole.Renter) ? PortalRole.Renter : PortalRole.HouseholdMember,
          Name: name,
          EmailAddress: email,
        },
      });
      showSuccess(`An invitation is on its way to ${email}.`);
      setName('');
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: householdQuery.queryKey });
    });
  };

  return (
    <form onSubmit={invite}>
      <Stack gap="sm">
        <Text fw={600}>Invite someone</Text>
        <SegmentedControl
          fullWidth
          size="md"
          aria-label="Invite as"
          value={role}
          onChange={setRole}
          data={[PortalRole.HouseholdMember, PortalRole.Renter].map((id) => ({
            value: String(id),
            label: PortalRoleNames[id],
          }))}
        />
        {session.Properties.length > 1 ? (
          <NativeSelect
            label="Home"
            size="md"
            value={property}
            onChange={(event) => {
              setProperty(event.currentTarget.value);
            }}
            data={session.Properties.map((p) => ({
              value: String(p.PropertyAgentId),
              label: p.Address,
            }))}
          />
        ) : null}
        <TextInput
          label="Name"
          size="md"
          required
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <TextInput
          label="Email address"
          type="email"
          size="md"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
        />
        <ProblemAlert problem={problem} />
        <Button type="submit" size="md" loading={pending} fullWidth>
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}

/** The owner's household: the people they invited, and a new invitation. */
export function HouseholdSection() {
  const people = useSuspenseQuery(householdQuery).data;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label="Household">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Household and renters
        </Title>
        <Text size="sm" c="dimmed">
          People you invite sign in with their own email and password. A household member sees your
          balance, ledger, documents, violations and requests, and cannot pay. A renter sees
          documents and sends requests.
        </Text>
        {people.length === 0 ? null : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {people.map((person) => (
              <Person key={person.HouseholdMemberId} person={person} />
            ))}
          </Stack>
        )}
        <Divider />
        <InviteForm />
      </Stack>
    </Card>
  );
}
