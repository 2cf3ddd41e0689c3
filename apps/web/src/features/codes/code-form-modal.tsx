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
  recurringCreditCodeProblem,
  type Cents,
  type IsoDate,
} from '@hoa/domain';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { DateInput } from '../../widgets/date-input';
import { showSuccess } from '../../app/toasts';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  useContractForm,
} from '../../widgets/contract-form';

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

interface CodeValues {
  TopsCodeTypeId: string | null;
  CodeAlias: string;
  CodeName: string;
  CodeDescription: string;
  FrequencyId: string | null;
  Amount: Cents | null;
  receivable: string | null;
  income: string | null;
  TopsCodeCategoryId: string | null;
  MethodId: string | null;
  Rate: string;
  StartDate: IsoDate | null;
  EndDate: IsoDate | null;
  IsRecurringCredit: boolean;
}

const numberOrNull = (text: string | null) => (text === null ? null : Number(text));
/** The form field of each side's account. */
const accountField: Record<number, keyof CodeValues> = {
  [CodeAccountTypeId.Receivable]: 'receivable',
  [CodeAccountTypeId.Income]: 'income',
};
// The body's code fields are the form's, but for the frequency's spelling.
const codeFieldOf: Record<string, string> = { 'code.FrequencyID': 'FrequencyId' };
for (const field of [
  'TopsCodeTypeId',
  'CodeAlias',
  'CodeName',
  'CodeDescription',
  'Amount',
  'Rate',
  'TopsCodeCategoryId',
  'MethodId',
  'StartDate',
  'EndDate',
]) {
  codeFieldOf[`code.${field}`] = field;
}

/** The code's fields as the spec's checks (codeProblem) read them. */
function codeFields(values: CodeValues) {
  return {
    TopsCodeTypeId: Number(values.TopsCodeTypeId),
    CodeAlias: values.CodeAlias.trim(),
    CodeName: values.CodeName.trim(),
    CodeDescription: values.CodeDescription.trim() || null,
    FrequencyId: numberOrNull(values.FrequencyId),
    StartDate: values.StartDate,
    EndDate: values.EndDate,
    Amount: values.Amount ?? 0,
  };
}

function accountCodesOf(values: CodeValues) {
  const chosen = [
    [CodeAccountTypeId.Receivable, values.receivable],
    [CodeAccountTypeId.Income, values.income],
  ] as const;
  return chosen.flatMap(([side, id]) =>
    id === null ? [] : [{ CodeAccountTypeId: side, TopsAccountId: Number(id) }],
  );
}

/** Add or edit a code with its receivable and income accounts (SaveCodeWithAccountCodes). */
export function CodeFormModal(props: CodeFormModalProps) {
  const { code, codes, accounts, categories, communityAgentId } = props;
  const taken = codes.filter((c) => c.TopsCodeId !== code?.TopsCodeId).map((c) => c.CodeAlias);
  // The recurring credit mark is offered with the company's flag (recurringCredit); without it
  // the stored mark is left as it is.
  const recurringCredit = useSession().data?.FeatureFlags.recurringCredit === true;
  const form = useContractForm({
    initialValues: {
      TopsCodeTypeId: idText(code?.TopsCodeTypeId),
      CodeAlias: code?.CodeAlias ?? '',
      CodeName: code?.CodeName ?? '',
      CodeDescription: code?.CodeDescription ?? '',
      FrequencyId: idText(code?.FrequencyID),
      Amount: code ? code.Amount : null,
      receivable: idText(accountOf(code, CodeAccountTypeId.Receivable)),
      income: idText(accountOf(code, CodeAccountTypeId.Income)),
      TopsCodeCategoryId: idText(code?.TopsCodeCategoryId),
      MethodId: idText(code?.MethodId),
      Rate: code?.Rate ?? '',
      StartDate: code?.StartDate ?? null,
      EndDate: code?.EndDate ?? null,
      IsRecurringCredit: code?.IsRecurringCredit ?? false,
    } satisfies CodeValues,
    schema: contract.codes.SaveCodeWithAccountCodes.body,
    toBody: (values: CodeValues) => {
      const { FrequencyId, ...fields } = codeFields(values);
      return {
        communityAgentId,
        code: {
          ...fields,
          TopsCodeId: code?.TopsCodeId,
          FrequencyID: FrequencyId,
          TopsCodeCategoryId: numberOrNull(values.TopsCodeCategoryId),
          MethodId: numberOrNull(values.MethodId),
          Rate: values.Rate.trim() || null,
          LastApplied: code?.LastApplied ?? null,
          PreviousCodeId: code?.PreviousCodeId ?? null,
          IsRecurringCredit: recurringCredit ? values.IsRecurringCredit : undefined,
          AccountCodes: accountCodesOf(values),
        },
      };
    },
    rules: (values: CodeValues) => {
      if (values.TopsCodeTypeId === null) return { TopsCodeTypeId: 'Choose the code type.' };
      const errors: Record<string, string> = {};
      const rate = values.Rate.trim();
      if (rate && !ratePattern.test(rate))
        errors.Rate = 'Not a rate; write it like 0.125 (up to six decimals).';
      const problem = codeProblem(codeFields(values), taken);
      if (problem) errors[problem.Field] = problem.Message;
      const credit =
        recurringCredit && values.IsRecurringCredit
          ? recurringCreditCodeProblem({
              TopsCodeTypeId: Number(values.TopsCodeTypeId),
              FrequencyId: numberOrNull(values.FrequencyId),
              MethodId: numberOrNull(values.MethodId),
              Amount: values.Amount ?? 0,
            })
          : null;
      if (credit) errors.IsRecurringCredit = credit;
      const accountProblem = codeAccountsProblem(
        Number(values.TopsCodeTypeId),
        accountCodesOf(values).map((a) => ({
          CodeAccountTypeId: a.CodeAccountTypeId,
          AccountTypeId:
            accounts.find((x) => x.TopsAccountId === a.TopsAccountId)?.TopsAccountTypeId ?? -1,
        })),
      );
      if (accountProblem) {
        errors[accountField[accountProblem.CodeAccountTypeId] ?? formProblemKey] =
          accountProblem.Message;
      }
      return errors;
    },
    fieldOf: codeFieldOf,
  });
  const codeTypeId = numberOrNull(form.values.TopsCodeTypeId);

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

  const needsAccounts = codeTypeId !== null && codeNeedsAccounts(codeTypeId);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={code ? `Edit code ${code.CodeAlias}` : 'Add code'}
      size="md"
      centered
    >
      <form
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
        noValidate
        aria-label="Code"
      >
        <Stack gap="sm">
          <Select
            label="Code type"
            data={typeOptions}
            searchable
            withAsterisk
            {...form.getInputProps('TopsCodeTypeId')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Alias"
              maxLength={10}
              withAsterisk
              {...form.getInputProps('CodeAlias')}
            />
            <MoneyInput label="Amount" {...fieldProps(form, 'Amount')} />
          </Group>
          <TextInput
            label="Name"
            maxLength={100}
            withAsterisk
            {...form.getInputProps('CodeName')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            {...form.getInputProps('CodeDescription')}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Frequency"
              data={frequencyOptions}
              clearable
              {...form.getInputProps('FrequencyId')}
            />
            <Select
              label="Method"
              data={methodOptions(codeTypeId)}
              clearable
              {...form.getInputProps('MethodId')}
            />
            <TextInput
              label="Rate"
              description="Percent of value, or dollars per square foot"
              {...form.getInputProps('Rate')}
            />
            <DateInput label="Start date" {...fieldProps(form, 'StartDate')} />
            <DateInput label="End date" {...fieldProps(form, 'EndDate')} />
            <Select
              label="Category"
              data={categories.map((c) => ({ value: String(c.TopsCodeCategoryId), label: c.Name }))}
              clearable
              {...form.getInputProps('TopsCodeCategoryId')}
            />
            <Select
              label="Receivable account"
              data={accountOptions(CodeAccountTypeId.Receivable)}
              searchable
              clearable
              withAsterisk={needsAccounts}
              {...form.getInputProps('receivable')}
            />
            <Select
              label="Income account"
              data={accountOptions(CodeAccountTypeId.Income)}
              searchable
              clearable
              withAsterisk={needsAccounts}
              {...form.getInputProps('income')}
            />
          </SimpleGrid>
          {recurringCredit ? (
            <Checkbox
              label="Recurring credit"
              description="Applied to the owners it is assigned to as a credit, by its frequency and amount"
              {...form.getInputProps('IsRecurringCredit', { type: 'checkbox' })}
            />
          ) : null}
          <ProblemAlert problem={formProblem(form.errors)} />
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
