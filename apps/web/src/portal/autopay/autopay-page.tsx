import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { portalAutopay, type AutopayStatus } from '@hoa/contract';
import { formatCents, formatDate, isValidRoutingNumber } from '@hoa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../app/toasts';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { useOwnerSession } from '../app/session';
import { useSubmit } from '../app/use-submit';

const statusKey = (propertyAgentId: number) => ['portal', 'autopay', propertyAgentId];

/** The "what happens next" line of the owner's autopay. */
function nextLine(s: AutopayStatus): string {
  const on = formatDate(s.NextDraftDate);
  if (s.NotDraftedReason !== null) return overLimitLine(s);
  if (s.NextDraftCents === 0)
    return `Nothing is due for the draft on ${on}, so nothing will be taken.`;
  const from = s.MaskedAccountNumber ? ` from ${s.MaskedAccountNumber}` : '';
  const capped = s.IsCapped ? ' (your cap)' : '';
  return `On ${on} we will draft ${formatCents(s.NextDraftCents)}${capped}${from}. You get an email 3 days before.`;
}

/** A draft over the R19 amount limit: what it would take, that it is not taken, and why. */
const overLimitLine = (s: AutopayStatus) =>
  `The draft on ${formatDate(s.NextDraftDate)} would take ${formatCents(s.OverLimitCents)}. ${s.NotDraftedReason ?? ''}`;

/**
 * Autopay (issue 23 part 4): the owner's autopay for a home — on or off, the bank account, the
 * cap, what happens next — turned on with their bank account (routing number checked), an optional
 * cap and the past due now or later, or stopped.
 */
export function AutopayPage() {
  const session = useOwnerSession();
  const [chosen, setChosen] = useState<number | null>(null);
  const propertyAgentId = chosen ?? session.Properties[0]?.PropertyAgentId ?? null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Autopay
      </Title>
      {session.Properties.length > 1 ? (
        <Select
          label="Home"
          data={session.Properties.map((p) => ({
            value: String(p.PropertyAgentId),
            label: p.Address,
          }))}
          value={propertyAgentId === null ? null : String(propertyAgentId)}
          onChange={(value) => {
            setChosen(value === null ? null : Number(value));
          }}
          allowDeselect={false}
        />
      ) : null}
      {propertyAgentId === null ? (
        <Alert color="gray" title="No home is linked to your account yet">
          Contact your management company to link your property.
        </Alert>
      ) : (
        <AutopayForHome key={propertyAgentId} propertyAgentId={propertyAgentId} />
      )}
    </Stack>
  );
}

function AutopayForHome({ propertyAgentId }: { propertyAgentId: number }) {
  const status = useQuery({
    queryKey: statusKey(propertyAgentId),
    queryFn: () => portalApi.call(portalAutopay.GetAutopay, { query: { propertyAgentId } }),
  });
  const [editing, setEditing] = useState(false);
  if (status.isPending) return <Text c="dimmed">Loading your autopay…</Text>;
  if (status.isError)
    return <ProblemAlert problem={errorText(status.error)} title="Autopay could not be loaded" />;
  const s = status.data;
  if (!s.IsOffered && !s.IsEnrolled)
    return (
      <Alert color="gray" title="Autopay is not offered yet">
        Your association has not turned on autopay. You can still pay each charge yourself.
      </Alert>
    );
  return (
    <Stack gap="md">
      <StatusCard status={s} onChange={() => setEditing(true)} />
      {!s.IsEnrolled || editing ? (
        <EnrolForm
          status={s}
          onDone={() => {
            setEditing(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function StatusCard({ status: s, onChange }: { status: AutopayStatus; onChange: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { pending, problem, run } = useSubmit();

  const stop = () =>
    run(async () => {
      await portalApi.call(portalAutopay.StopAutopay, {
        body: { PropertyAgentId: s.PropertyAgentId },
      });
      await queryClient.invalidateQueries({ queryKey: statusKey(s.PropertyAgentId) });
      setConfirming(false);
    });

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {s.IsEnrolled ? 'Autopay is on' : 'Autopay is off'}
          </Text>
          <Badge color={s.IsEnrolled ? 'green' : 'gray'} size="lg">
            {s.IsEnrolled ? 'On' : 'Off'}
          </Badge>
        </Group>
        <Text size="sm">
          Balance {formatCents(s.BalanceCents)}. Drafts are taken on day {s.DraftDay} of each month
          for exactly the charges due then.
        </Text>
        {s.IsEnrolled ? (
          <>
            <Text size="sm">
              Bank account {s.MaskedAccountNumber} ({s.AccountType === 'S' ? 'savings' : 'checking'}
              ){' · '}
              {s.CapCents === null ? 'No cap' : `Cap ${formatCents(s.CapCents)} per draft`}
            </Text>
            <Alert
              color={s.NotDraftedReason === null ? 'blue' : 'yellow'}
              title="What happens next"
              data-testid="autopay-next"
            >
              {nextLine(s)}
              {s.PayPastDueNext && s.PastDueCents > 0
                ? ` Your past due of ${formatCents(s.PastDueCents)} goes with the next direct debit file, at the latest with this draft.`
                : ''}
            </Alert>
            <ProblemAlert problem={problem} />
            {confirming ? (
              <Stack gap="xs">
                <Text size="sm">
                  Stop autopay? No further drafts are taken; you pay each charge yourself.
                </Text>
                <Group grow>
                  <Button variant="default" size="md" onClick={() => setConfirming(false)}>
                    Keep autopay
                  </Button>
                  <Button color="red" size="md" loading={pending} onClick={() => void stop()}>
                    Stop now
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Stack gap="xs">
                <Button variant="default" size="md" fullWidth onClick={onChange}>
                  Change bank account or cap
                </Button>
                <Button
                  color="red"
                  variant="light"
                  size="md"
                  fullWidth
                  onClick={() => setConfirming(true)}
                >
                  Stop autopay
                </Button>
              </Stack>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {s.NotDraftedReason !== null
              ? overLimitLine(s)
              : s.NextDraftCents === 0
                ? `Nothing is due for the draft on ${formatDate(s.NextDraftDate)}.`
                : `With autopay on, the draft on ${formatDate(s.NextDraftDate)} would take ${formatCents(s.NextDraftCents)} (before any cap).`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function EnrolForm({ status: s, onDone }: { status: AutopayStatus; onDone: () => void }) {
  const queryClient = useQueryClient();
  const session = useOwnerSession();
  const [name, setName] = useState(session.DisplayName);
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [accountType, setAccountType] = useState<'C' | 'S'>(s.AccountType ?? 'C');
  const [cap, setCap] = useState<number | null>(s.CapCents);
  const [pastDueNow, setPastDueNow] = useState(s.PayPastDueNext);
  const { pending, problem, run } = useSubmit();
  const routingProblem =
    routing.length === 9 && !isValidRoutingNumber(routing)
      ? 'This routing number is not valid: check the 9 digits on your check.'
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await portalApi.call(portalAutopay.EnrollAutopay, {
        body: {
          PropertyAgentId: s.PropertyAgentId,
          RoutingNumber: routing,
          AccountNumber: account,
          AccountType: accountType,
          NameOnAccount: name,
          CapCents: cap,
          PayPastDueNow: pastDueNow,
        },
      });
      queryClient.setQueryData(statusKey(s.PropertyAgentId), saved);
      onDone();
    });
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text fw={700}>{s.IsEnrolled ? 'Change autopay' : 'Turn on autopay'}</Text>
          <TextInput
            label="Name on the bank account"
            required
            size="md"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label="Routing number"
            description="The 9 digits at the bottom left of a check"
            required
            size="md"
            inputMode="numeric"
            maxLength={9}
            value={routing}
            error={routingProblem}
            onChange={(event) => setRouting(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label="Account number"
            required
            size="md"
            inputMode="numeric"
            maxLength={17}
            value={account}
            onChange={(event) => setAccount(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <SegmentedControl
            fullWidth
            size="md"
            aria-label="Account type"
            value={accountType}
            onChange={(value) => setAccountType(value === 'S' ? 'S' : 'C')}
            data={[
              { value: 'C', label: 'Checking' },
              { value: 'S', label: 'Savings' },
            ]}
          />
          <MoneyInput
            label="Cap per draft (optional)"
            description="A draft never takes more than this. Leave empty for no cap."
            size="md"
            value={cap}
            onChange={setCap}
          />
          {s.PastDueCents > 0 ? (
            <Checkbox
              size="md"
              label={`Pay my past due of ${formatCents(s.PastDueCents)} now`}
              description="It goes with the next direct debit file. Otherwise each draft takes only what is due then."
              checked={pastDueNow}
              onChange={(event) => setPastDueNow(event.currentTarget.checked)}
            />
          ) : null}
          <Text size="sm" c="dimmed">
            The first draft is on {formatDate(s.NextDraftDate)} at the earliest; your bank is
            checked with a zero-dollar test first.
          </Text>
          <ProblemAlert problem={problem} />
          <Group grow>
            {s.IsEnrolled ? (
              <Button variant="default" size="md" onClick={onDone}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" size="md" loading={pending} disabled={routingProblem !== null}>
              {s.IsEnrolled ? 'Save autopay' : 'Turn on autopay'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
