import {
  contract,
  type ChartAccount,
  type Code,
  type CodeCategory,
  type RequestOf,
} from '@hoa/contract';
import {
  allowedCodeAccountTypes,
  CodeAccountTypeId,
  codeAccountsProblem,
  CodeMessages,
  codeNeedsAccounts,
  codeProblem,
  CodeTypes,
  codeMethodsOfKind,
  Frequencies,
  type Cents,
} from '@hoa/domain';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { DateInput } from '../../widgets/date-input';
import { showSuccess } from '../../app/toasts';
import { MoneyInput } from '../../widgets/money-input';
import { showsInvalidEntry } from '../../widgets/invalid-entry';

type SaveBody = RequestOf<typeof contract.codes.SaveCodeWithAccountCodes>['body'];

interface CodeFormModalProps {
  communityAgentId: number;
  /** The code to edit; null adds one. */
  code: Code | null;
  codes: readonly Code[];
  accounts: readonly ChartAccount[];
  categories: readonly CodeCategory[];
  onClose: () => void;
  onSaved: () => void;
}

const typeOptions = (['Charge', 'Community', 'Workflow'] as const).map((group) => ({
  group,
  items: CodeTypes.filter((t) => t.CodeGroup === group).map((t) => ({
    value: String(t.TopsCodeTypeId),
    label: `${t.CodeTypeName} (${t.TopsCodeTypeId})`,
  })),
}));
const frequencyOptions = Frequencies.map((f) => ({
  value: String(f.FrequencyId),
  label: f.FrequencyName,
}));
// The calculation methods a code type offers (spec 3 §3 'Code methods').
const methodKindOf = (codeTypeId: number | null) =>
  codeTypeId === 3 ? 'LateFee' : codeTypeId === 11 ? 'Interest' : 'Assessment';
const methodOptions = (codeTypeId: number | null) =>
  codeMethodsOfKind(methodKindOf(codeTypeId)).map((m) => ({
    value: String(m.MethodId),
    label: m.MethodName,
  }));
const ratePattern = /^\d{1,8}(\.\d{1,6})?$/;
const accountOf = (code: Code | null, side: number) =>
  code?.AccountCodes.find((a) => a.CodeAccountTypeId === side)?.TopsAccountId;
const idText = (id: number | null | undefined) => (id ? String(id) : null);

/** Add or edit a code with its receivable and income accounts (SaveCodeWithAccountCodes). */
export function CodeFormModal(props: CodeFormModalProps) {
  const { code, codes, accounts, categories, communityAgentId } = props;
  const [typeId, setTypeId] = useState<string | null>(idText(code?.TopsCodeTypeId));
  const [alias, setAlias] = useState(code?.CodeAlias ?? '');
  const [name, setName] = useState(code?.CodeName ?? '');
  const [description, setDescription] = useState(code?.CodeDescription ?? '');
  const [frequency, setFrequency] = useState<string | null>(idText(code?.FrequencyID));
  const [amount, setAmount] = useState<Cents | null>(code ? code.Amount : null);
  const [receivable, setReceivable] = useState(
    idText(accountOf(code, CodeAccountTypeId.Receivable)),
  );
  const [income, setIncome] = useState(idText(accountOf(code, CodeAccountTypeId.Income)));
  const [category, setCategory] = useState<string | null>(idText(code?.TopsCodeCategoryId));
  const [method, setMethod] = useState<string | null>(idText(code?.MethodId));
  const [rate, setRate] = useState(code?.Rate ?? '');
  const [startDate, setStartDate] = useState<string | null>(code?.StartDate ?? null);
  const [endDate, setEndDate] = useState<string | null>(code?.EndDate ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const codeTypeId = typeId === null ? null : Number(typeId);

  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.codes.SaveCodeWithAccountCodes, { body }),
    onSuccess: () => {
      showSuccess(CodeMessages.codeSaved);
      props.onSaved();
      props.onClose();
    },
  });

  const accountOptions = (side: number) =>
    codeTypeId === null
      ? []
      : accounts
          .filter((a) => allowedCodeAccountTypes(codeTypeId, side).includes(a.TopsAccountTypeId))
          .map((a) => ({
            value: String(a.TopsAccountId),
            label: `${a.AccountNumber} ${a.AccountName}`,
          }));

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (codeTypeId === null) return setErrors({ TopsCodeTypeId: 'Choose the code type.' });
    // A date or amount field whose text is not one shows why; nothing is saved as empty.
    if (showsInvalidEntry(event.currentTarget)) return;
    if (rate.trim() && !ratePattern.test(rate.trim()))
      return setErrors({ Rate: 'Not a rate; write it like 0.125 (up to six decimals).' });
    const fields = {
      TopsCodeTypeId: codeTypeId,
      CodeAlias: alias.trim(),
      CodeName: name.trim(),
      CodeDescription: description.trim() || null,
      FrequencyId: frequency === null ? null : Number(frequency),
      StartDate: startDate,
      EndDate: endDate,
      Amount: amount ?? 0,
    };
    const taken = codes.filter((c) => c.TopsCodeId !== code?.TopsCodeId).map((c) => c.CodeAlias);
    const problem = codeProblem(fields, taken);
    if (problem) return setErrors({ [problem.Field]: problem.Message });
    const chosen = [
      [CodeAccountTypeId.Receivable, receivable],
      [CodeAccountTypeId.Income, income],
    ] as const;
    const accountCodes = chosen.flatMap(([side, id]) =>
      id === null ? [] : [{ CodeAccountTypeId: side, TopsAccountId: Number(id) }],
    );
    const accountProblem = codeAccountsProblem(
      codeTypeId,
      accountCodes.map((a) => ({
        CodeAccountTypeId: a.CodeAccountTypeId,
        AccountTypeId:
          accounts.find((x) => x.TopsAccountId === a.TopsAccountId)?.TopsAccountTypeId ?? -1,
      })),
    );
    if (accountProblem)
      return setErrors({ [`account${accountProblem.CodeAccountTypeId}`]: accountProblem.Message });
    setErrors({});
    save.mutate({
      communityAgentId,
      code: {
        ...fields,
        TopsCodeId: code?.TopsCodeId,
        FrequencyID: fields.FrequencyId,
        TopsCodeCategoryId: category === null ? null : Number(category),
        MethodId: method === null ? null : Number(method),
        Rate: rate.trim() || null,
        LastApplied: code?.LastApplied ?? null,
        PreviousCodeId: code?.PreviousCodeId ?? null,
        AccountCodes: accountCodes,
      },
    });
  }

  const needsAccounts = codeTypeId !== null && codeNeedsAccounts(codeTypeId);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={code ? `Edit code ${code.CodeAlias}` : 'Add code'}
      size="md"
      centered
    >
      <form onSubmit={submit} noValidate aria-label="Code">
        <Stack gap="sm">
          <Select
            label="Code type"
            data={typeOptions}
            value={typeId}
            onChange={setTypeId}
            searchable
            withAsterisk
            error={errors.TopsCodeTypeId}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Alias"
              value={alias}
              maxLength={10}
              withAsterisk
              error={errors.CodeAlias}
              onChange={(e) => {
                setAlias(e.currentTarget.value);
              }}
            />
            <MoneyInput label="Amount" value={amount} error={errors.Amount} onChange={setAmount} />
          </Group>
          <TextInput
            label="Name"
            value={name}
            maxLength={100}
            withAsterisk
            error={errors.CodeName}
            onChange={(e) => {
              setName(e.currentTarget.value);
            }}
          />
          <Textarea
            label="Description"
            value={description}
            autosize
            minRows={2}
            error={errors.CodeDescription}
            onChange={(e) => {
              setDescription(e.currentTarget.value);
            }}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Frequency"
              data={frequencyOptions}
              value={frequency}
              onChange={setFrequency}
              clearable
              error={errors.FrequencyId}
            />
            <Select
              label="Method"
              data={methodOptions(codeTypeId)}
              value={method}
              onChange={setMethod}
              clearable
            />
            <TextInput
              label="Rate"
              description="Percent of value, or dollars per square foot"
              value={rate}
              error={errors.Rate}
              onChange={(e) => {
                setRate(e.currentTarget.value);
              }}
            />
            <DateInput
              label="Start date"
              value={startDate}
              onChange={setStartDate}
              error={errors.StartDate}
            />
            <DateInput
              label="End date"
              value={endDate}
              onChange={setEndDate}
              error={errors.EndDate}
            />
            <Select
              label="Category"
              data={categories.map((c) => ({ value: String(c.TopsCodeCategoryId), label: c.Name }))}
              value={category}
              onChange={setCategory}
              clearable
            />
            <Select
              label="Receivable account"
              data={accountOptions(CodeAccountTypeId.Receivable)}
              value={receivable}
              onChange={setReceivable}
              searchable
              clearable
              withAsterisk={needsAccounts}
              error={errors[`account${CodeAccountTypeId.Receivable}`]}
            />
            <Select
              label="Income account"
              data={accountOptions(CodeAccountTypeId.Income)}
              value={income}
              onChange={setIncome}
              searchable
              clearable
              withAsterisk={needsAccounts}
              error={errors[`account${CodeAccountTypeId.Income}`]}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
