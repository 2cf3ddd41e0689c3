import { contract } from '@hoa/contract';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { bankPortfolioQuery } from '../banks';

/**
 * The company's banks, those smart banking reaches (Crm/GetSmartBankAgents) first with how; the
 * page keeps the chosen one in its route.
 */
export function BankPicker({
  bankId,
  onChange,
}: {
  bankId: number | null;
  onChange: (bankId: number) => void;
}) {
  const banks = useQuery(bankPortfolioQuery);
  const smart = useQuery({
    queryKey: ['smart-bank-agents'],
    queryFn: () => api.call(contract.bankIntegration.GetSmartBankAgents, { query: {} }),
  });
  const reached = new Map((smart.data ?? []).map((b) => [b.TopsAgentId, b.BankServiceName]));
  const option = (b: { TopsAgentId: number; DisplayName: string }) => ({
    value: String(b.TopsAgentId),
    label: reached.has(b.TopsAgentId)
      ? `${b.DisplayName} · ${reached.get(b.TopsAgentId) ?? ''}`
      : b.DisplayName,
  });
  const all = banks.data ?? [];
  const groups = [
    { group: 'Smart banking', items: all.filter((b) => reached.has(b.TopsAgentId)).map(option) },
    { group: 'Other banks', items: all.filter((b) => !reached.has(b.TopsAgentId)).map(option) },
  ].filter((g) => g.items.length > 0);
  return (
    <Select
      label="Bank"
      placeholder="Choose a bank"
      w={320}
      mb="md"
      searchable
      data={groups}
      value={bankId === null ? null : String(bankId)}
      onChange={(value) => {
        if (value) onChange(Number(value));
      }}
      allowDeselect={false}
    />
  );
}

/** A positive id from a route parameter, else null. */
export function idFrom(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
