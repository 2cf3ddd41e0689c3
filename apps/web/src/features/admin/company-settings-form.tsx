import { contract, type ResponseOf } from '@hoa/contract';
import { OfferedFeatureFlags, SubscriptionTiers } from '@hoa/domain';
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
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { sessionQueryKey } from '../../app/auth/session';
import { showSuccess } from '../../app/toasts';
import { PageHeader } from '../../widgets/page-header';
import { companySettingsQuery } from './company-settings-query';

type CompanySettings = ResponseOf<typeof contract.admin.GetCompanySettings>;

const tierOptions = SubscriptionTiers.map((tier) => ({ value: String(tier), label: String(tier) }));

export function CompanySettingsForm({ settings }: { settings: CompanySettings }) {
  const queryClient = useQueryClient();
  const [tier, setTier] = useState(String(settings.SubscriptionTier));
  const [flags, setFlags] = useState<Record<string, boolean>>(settings.FeatureFlags);

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
            Behaviors switched on for every user of the company. A flag of the specification shows
            here once the product has what it switches.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
            {OfferedFeatureFlags.map((flag) => (
              <Switch
                key={flag.Key}
                label={flag.Label}
                description={flag.Changes}
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
