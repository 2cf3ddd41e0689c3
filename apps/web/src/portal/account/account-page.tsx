import {
  Button,
  Card,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { mayCallPortal, portal, portalAccount, portalHousehold } from '@hoa/contract';
import { DeliveryPreferenceId } from '@hoa/domain';
import { showSuccess } from '../../app/toasts';
import { NewPasswordFields, useNewPassword } from '../../widgets/new-password-fields';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { PortalNewPassword } from '../app/portal-new-password';
import { ownerSessionQuery, useOwnerSession } from '../app/session';
import { useSubmit } from '../app/use-submit';
import { HouseholdSection } from './household-section';

const preferencesQuery = {
  queryKey: ['portal', 'preferences'],
  queryFn: () => portalApi.call(portalAccount.GetPreferences),
};

/** How the community sends mail (print or email), and the owner's email and phone. */
function Preferences() {
  const queryClient = useQueryClient();
  const saved = useSuspenseQuery(preferencesQuery).data;
  const [delivery, setDelivery] = useState(String(saved.DeliveryPreferenceId));
  const [email, setEmail] = useState(saved.EmailAddress ?? '');
  const [phone, setPhone] = useState(saved.Phone ?? '');
  const { pending, problem, run } = useSubmit();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await portalApi.call(portalAccount.SavePreferences, {
        body: {
          DeliveryPreferenceId:
            delivery === String(DeliveryPreferenceId.Email)
              ? DeliveryPreferenceId.Email
              : DeliveryPreferenceId.Print,
          EmailAddress: email.trim() === '' ? null : email,
          Phone: phone.trim() === '' ? null : phone,
        },
      });
      await queryClient.invalidateQueries({ queryKey: preferencesQuery.queryKey });
      showSuccess('Your preferences are saved.');
    });
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label="Communication preferences"
    >
      <form onSubmit={save}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Communication preferences
          </Title>
          <Text size="sm" c="dimmed">
            How your community sends you statements and letters.
          </Text>
          <SegmentedControl
            fullWidth
            size="md"
            aria-label="Delivery"
            value={delivery}
            onChange={setDelivery}
            data={[
              { value: String(DeliveryPreferenceId.Print), label: 'Print (by mail)' },
              { value: String(DeliveryPreferenceId.Email), label: 'Email' },
            ]}
          />
          <TextInput
            label="Email address"
            type="email"
            size="md"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
          />
          <TextInput
            label="Phone"
            type="tel"
            size="md"
            autoComplete="tel"
            placeholder="10 digits"
            value={phone}
            onChange={(event) => {
              setPhone(event.currentTarget.value);
            }}
          />
          <ProblemAlert problem={problem} />
          <Button type="submit" size="md" loading={pending} fullWidth>
            Save preferences
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function ChangePassword() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const next = useNewPassword();
  const { pending, problem, run } = useSubmit();

  const change = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await portalApi.call(portal.ChangePassword, {
        body: { CurrentPassword: current, NewPassword: next.password },
      });
      setCurrent('');
      next.clear();
      await queryClient.invalidateQueries({ queryKey: ownerSessionQuery.queryKey });
      showSuccess('Your password is changed.');
    }, next.mismatch);
  };

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label="Password">
      <form onSubmit={change}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Change password
          </Title>
          <PasswordInput
            label="Current password"
            size="md"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => {
              setCurrent(event.currentTarget.value);
            }}
          />
          <NewPasswordFields state={next} look={{ ...PortalNewPassword, size: 'md' }} />
          <ProblemAlert problem={problem} />
          <Button type="submit" size="md" variant="light" loading={pending} fullWidth>
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * The account: communication preferences and the household (the owner's), and the password (every
 * session's own).
 */
export function AccountPage() {
  const session = useOwnerSession();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Account
        </Title>
        <Text size="sm" c="dimmed">
          Signed in as {session.EmailAddress}
        </Text>
      </div>
      {mayCallPortal(portalAccount.GetPreferences, session.Rights) ? <Preferences /> : null}
      {mayCallPortal(portalHousehold.GetHousehold, session.Rights) ? <HouseholdSection /> : null}
      <ChangePassword />
    </Stack>
  );
}
