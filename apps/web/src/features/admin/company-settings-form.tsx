import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
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
import { api } from '../../app/api';
import { sessionQueryKey } from '../../app/auth/session';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { PageHeader } from '../../widgets/page-header';
import { companySettingsQuery } from './company-settings-query';

type CompanySettings = ResponseOf<typeof contract.admin.GetCompanySettings>;
type SaveBody = RequestOf<typeof contract.admin.SaveCompanySettings>['body'];

const tierOptions = SubscriptionTiers.map((tier) => ({ value: String(tier), label: String(tier) }));

export function CompanySettingsForm({ settings }: { settings: CompanySettings }) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: {
      SubscriptionTier: String(settings.SubscriptionTier),
      FeatureFlags: settings.FeatureFlags,
    },
    schema: contract.admin.SaveCompanySettings.body,
    toBody: (values) => ({ ...values, SubscriptionTier: Number(values.SubscriptionTier) }),
  });
  const flags = form.values.FeatureFlags;

  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.admin.SaveCompanySettings, { body }),
    onSuccess: async (saved) => {
      showSuccess('Company settings saved.');
      queryClient.setQueryData(companySettingsQuery.queryKey, saved);
      // The session carries the tier and flags the rest of the app reads.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      aria-label="Company settings"
    >
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
              value={form.values.SubscriptionTier}
              onChange={(tier) => {
                form.setFieldValue('SubscriptionTier', tier);
              }}
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
                  form.setFieldValue('FeatureFlags', { ...flags, [flag.Key]: checked });
                }}
              />
            ))}
          </SimpleGrid>
        </Paper>
      </Stack>
    </form>
  );
}
