import { BankServiceTypes, BankSettingTypes, type BankSettingType } from '@hoa/domain';
import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { AlertRecipientsPanel } from './alert-recipients-panel';
import { BankPicker, idFrom } from './bank-picker';
import { ConnectionPanel } from './connection-panel';
import { ServicesPanel } from './services-panel';
import { SettingsPanel } from './settings-panel';
import { SftpFailedFilesPanel } from './sftp-failed-files';
import { BankSetupMessages } from '@hoa/domain';

const isSettingType = (value: string | undefined): value is BankSettingType =>
  (BankSettingTypes as readonly string[]).includes(value ?? '');

/**
 * /banking/bank-integration/:settingType?/:topsAgentId?/:pyramidBankId?/:oauth2Code?/:oauth2Error?
 * A bank's connection, and per setting type its settings, subscribed communities and alert
 * recipients.
 */
export function BankIntegrationPage() {
  const go = useGo();
  const params = useParams({ strict: false });
  const settingType = isSettingType(params.settingType) ? params.settingType : 'validation';
  const bankId = idFrom(params.topsAgentId);
  const open = (type: BankSettingType, bank: number | null) =>
    void go(buildRoute(SiteMap.bankIntegrationSettings, { settingType: type, topsAgentId: bank }));
  const service = BankServiceTypes.find((s) => s.SettingType === settingType);
  return (
    <>
      <PageHeader
        title="Bank integration settings"
        subtitle="How each bank is reached and which smart banking services the communities use"
        actions={
          bankId ? (
            <Group>
              <Button
                variant="default"
                onClick={() => void go(buildRoute(SiteMap.bankLogs, { topsAgentId: bankId }))}
              >
                Logs
              </Button>
              <Button
                variant="default"
                onClick={() => void go(buildRoute(SiteMap.bankProfile, { agentId: bankId }))}
              >
                Bank profile
              </Button>
            </Group>
          ) : null
        }
      />
      <BankPicker bankId={bankId} onChange={(id) => open(settingType, id)} />
      {params.oauth2Error ? (
        <Alert color="red" mb="md" role="alert">
          {BankSetupMessages.loginFailed}
        </Alert>
      ) : null}
      {bankId === null ? (
        <Alert color="blue" variant="light">
          Choose a bank to see its settings.
        </Alert>
      ) : (
        <Stack>
          <ConnectionPanel
            key={bankId}
            bankId={bankId}
            pyramidBankId={params.pyramidBankId ?? null}
            oauth2Code={params.oauth2Code ?? null}
          />
          <SftpFailedFilesPanel bankId={bankId} />
          <Tabs
            value={settingType}
            onChange={(value) => {
              if (isSettingType(value ?? undefined)) open(value as BankSettingType, bankId);
            }}
          >
            <Tabs.List>
              {BankServiceTypes.map((s) => (
                <Tabs.Tab key={s.SettingType} value={s.SettingType}>
                  {s.Name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {service ? (
            <>
              <SettingsPanel
                key={`${bankId}-${settingType}`}
                bankId={bankId}
                settingType={settingType}
              />
              <ServicesPanel bankId={bankId} service={service} />
              <AlertRecipientsPanel
                key={`${bankId}-${service.Scope}`}
                bankId={bankId}
                featureId={service.Scope}
              />
            </>
          ) : null}
        </Stack>
      )}
    </>
  );
}
