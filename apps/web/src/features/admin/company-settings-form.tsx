import { contract, type ResponseOf } from '@hoa/contract';
import { FeatureFlags, SubscriptionTiers } from '@hoa/domain';
import {
  Button,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { sessionQueryKey } from '../../app/auth/session';
import { showSuccess } from '../../app/toasts';
import { PageHeader } from '../../widgets/page-header';
import { companySettingsQuery } from './company-settings-query';

type CompanySettings = ResponseOf<typeof contract.admin.GetCompanySettings>;

interface FlagRow {
  Key: string;
  Label: string;
}

const tierOptions = SubscriptionTiers.map((tier) => ({ value: String(tier), label: String(tier) }));

/** A stored key the app does not know, 'someFlag', as words: 'Some flag'. */
function keyWords(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec's flags, then any further flag the server already stores. */
function flagRows(stored: Record<string, boolean>): FlagRow[] {
  const known: FlagRow[] = FeatureFlags.map((flag) => ({ Key: flag.Key, Label: flag.Label }));
  const extra = Object.keys(stored)
    .filter((key) => !known.some((flag) => flag.Key === key))
    .sort()
    .map((key) => ({ Key: key, Label: keyWords(key) }));
  return [...known, ...extra];
}

export function CompanySettingsForm({ settings }: { settings: CompanySettings }) {
  const queryClient = useQueryClient();
  const [tier, setTier] = useState(String(settings.SubscriptionTier));
  const [flags, setFlags] = useState<Record<string, boolean>>(settings.FeatureFlags);
  const rows = useMemo(() => flagRows(settings.FeatureFlags), [settings.FeatureFlags]);

  const save = useMutation({
    mutationFn: () =>
      api.call(contract.admin.SaveCompanySettings, {
        body: { SubscriptionTier: Number(tier), FeatureFlags: flags },
      }),
    onSuccess: async (saved) => {
      showSuccess('Company settings saved.');
      queryClient.setQueryData(companySettingsQuery.queryKey, saved);
      // The session carries the tier and flags the rest of the app reads.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form onSubmit={submit} aria-label="Company settings">
      <PageHeader
        title="Company settings"
        subtitle={settings.CompanyName}
        actions={
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder p="md" radius="sm">
          <Input.Wrapper
            label="Subscription tier"
            description="Tier 2 shows approver lists to board members; tier 3 opens the custom report designer."
          >
            <SegmentedControl
              mt={6}
              aria-label="Subscription tier"
              data={tierOptions}
              value={tier}
              onChange={setTier}
            />
          </Input.Wrapper>
        </Paper>
        <Paper withBorder p="md" radius="sm">
          <Title order={4}>Feature flags</Title>
          <Text size="xs" c="dimmed" mb="sm">
            Behaviors switched on for every user of the company.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
            {rows.map((flag) => (
              <Switch
                key={flag.Key}
                label={flag.Label}
                checked={flags[flag.Key] ?? false}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setFlags((current) => ({ ...current, [flag.Key]: checked }));
                }}
              />
            ))}
          </SimpleGrid>
        </Paper>
      </Stack>
    </form>
  );
}
