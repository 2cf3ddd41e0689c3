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
import { contract } from '@hoa/contract';
import { AccountMessages, DeliveryPreferenceId } from '@hoa/domain';
import { errorText, showSuccess } from '../../app/toasts';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { ownerSessionQuery, useOwnerSession } from '../app/session';

const preferencesQuery = {
  queryKey: ['portal', 'preferences'],
  queryFn: () => portalApi.call(contract.portalAccount.GetPreferences),
};

/** Runs a form's call with its pending state and problem text. */
function useSubmit() {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(work: () => Promise<void>): Promise<void> {
    setPending(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setPending(false);
    }
  }
  return { pending, problem, setProblem, run };
}

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
      await portalApi.call(contract.portalAccount.SavePreferences, {
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
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const { pending, problem, setProblem, run } = useSubmit();

  const change = (event: FormEvent) => {
    event.preventDefault();
    if (next !== again) {
      setProblem(AccountMessages.confirmationDiffers);
      return;
    }
    void run(async () => {
      await portalApi.call(contract.portal.ChangePassword, {
        body: { CurrentPassword: current, NewPassword: next },
      });
      setCurrent('');
      setNext('');
      setAgain('');
      await queryClient.invalidateQueries({ queryKey: ownerSessionQuery.queryKey });
      showSuccess('Your password is changed.');
    });
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
          <PasswordInput
            label="New password"
            size="md"
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => {
              setNext(event.currentTarget.value);
            }}
          />
          <PasswordInput
            label="New password again"
            size="md"
            autoComplete="new-password"
            required
            value={again}
            onChange={(event) => {
              setAgain(event.currentTarget.value);
            }}
          />
          <ProblemAlert problem={problem} />
          <Button type="submit" size="md" variant="light" loading={pending} fullWidth>
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** The owner's account: communication preferences and password. */
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
      <Preferences />
      <ChangePassword />
    </Stack>
  );
}
