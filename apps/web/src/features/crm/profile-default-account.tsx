import { contract, type AgentInfo } from '@hoa/contract';
import { Paper, Select } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { profilesKey } from '../../widgets/agent-card';
import { communityBanksQuery } from '../banks';

/** The bank account of its community that the agent pays from or into by default. */
export function ProfileDefaultAccount({ agent }: { agent: AgentInfo }) {
  const communityAgentId = agent.CommunityAgentId ?? agent.TopsAgentId;
  const queryClient = useQueryClient();
  const banks = useQuery(communityBanksQuery(communityAgentId, false));
  const save = useMutation({
    mutationFn: (bankAccountId: number) =>
      api.call(contract.crm.SetAgentProfileDefaultAccount, {
        query: { agentId: agent.TopsAgentId, bankAccountId },
      }),
    onSuccess: async () => {
      showSuccess('Default bank account set.');
      await queryClient.invalidateQueries({ queryKey: profilesKey });
    },
  });
  const accounts = (banks.data ?? []).flatMap((bank) =>
    bank.BankAccounts.map((account) => ({
      value: String(account.TopsAgentBankId),
      label: `${account.AccountName} (${account.BankName} ${account.AccountNumber})`,
    })),
  );
  if (accounts.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Default bank account">
      <Select
        label="Default bank account"
        placeholder="None"
        w={420}
        data={accounts}
        value={agent.DefaultBankAccountId === null ? null : String(agent.DefaultBankAccountId)}
        disabled={save.isPending}
        onChange={(value) => {
          if (value) save.mutate(Number(value));
        }}
      />
    </Paper>
  );
}
