import type { AvailableCharge } from '@hoa/contract';
import {
  AddAmountMethod,
  AmountMethods,
  BatchAdjustmentMode,
  BatchAdjustmentModes,
  switchBatchMode,
  WaiveAmountMethod,
  WaiveComparisonFormulas,
  type BatchAdjustmentModeId,
  type Cents,
  type IsoDate,
} from '@hoa/domain';
import { SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { fieldProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { MoneyInput } from '../../widgets/money-input';
import type { OwnerSelection } from './batch-owner-selection';

/** What the batch adjustment form holds; the owners of each code are read when it posts. */
export interface BatchValues {
  TransactionTypeId: BatchAdjustmentModeId;
  MethodSelectionAmount: number;
  /** The amount for every owner (same amount) or the one the balance is compared with. */
  SameAmountForAllOwner: Cents | null;
  /** The waive comparison of the full balance method, if any. */
  SearchOption: number | null;
  /** Add charge based on an existing code: that code (not sent; its amount is each owner's). */
  ExistingCodeId: number | null;
  PostDate: IsoDate | null;
  Description: string;
  Selection: OwnerSelection;
  Codes: AvailableCharge[];
  /** Edit each: the amounts typed, by code and property. */
  Edited: Record<number, Record<number, number>>;
}

/** Whether the method takes the amount field: the same amount, or a waive's compared amount. */
export const needsAmount = (values: BatchValues) =>
  values.MethodSelectionAmount === AddAmountMethod.SameForAll ||
  (values.TransactionTypeId === BatchAdjustmentMode.WaiveCharge &&
    values.MethodSelectionAmount === WaiveAmountMethod.FullBalance &&
    values.SearchOption !== null);

/** Mode, amount method and its amount or code, post date and description of a batch. */
export function BatchAdjustmentFields({
  form,
  codes,
  onModeChange,
}: {
  form: Pick<
    UseFormReturnType<BatchValues>,
    'values' | 'getInputProps' | 'setFieldValue' | 'setValues'
  >;
  codes: readonly AvailableCharge[];
  onModeChange: () => void;
}) {
  const values = form.values;
  const waive = values.TransactionTypeId === BatchAdjustmentMode.WaiveCharge;
  const method = values.MethodSelectionAmount;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Mode"
        w="fit-content"
        data={BatchAdjustmentModes.map((m) => ({ value: String(m.Id), label: m.Name }))}
        value={String(values.TransactionTypeId)}
        onChange={(value) => {
          const next = switchBatchMode(Number(value) as BatchAdjustmentModeId);
          form.setValues({
            TransactionTypeId: next.mode,
            MethodSelectionAmount: next.amountMethod,
            SearchOption: null,
            Codes: [],
            Edited: {},
          });
          onModeChange();
        }}
      />
      <SimpleGrid cols={{ base: 1, md: 4 }}>
        <Select
          label="Amount method"
          allowDeselect={false}
          data={AmountMethods[values.TransactionTypeId].map((m) => ({
            value: String(m.MethodId),
            label: m.MethodName,
          }))}
          value={String(method)}
          onChange={(value) => form.setFieldValue('MethodSelectionAmount', Number(value))}
        />
        {waive && method === WaiveAmountMethod.FullBalance ? (
          <Select
            label="Only when the balance is"
            placeholder="Any balance"
            clearable
            data={WaiveComparisonFormulas.map((f) => ({
              value: String(f.MethodId),
              label: f.MethodName,
            }))}
            value={values.SearchOption === null ? null : String(values.SearchOption)}
            onChange={(value) => form.setFieldValue('SearchOption', value ? Number(value) : null)}
          />
        ) : null}
        {!waive && method === AddAmountMethod.BasedOnExistingCode ? (
          <Select
            label="Existing code"
            data={codes.map((c) => ({
              value: String(c.CodeID),
              label: `${c.CodeAlias} – ${c.CodeName}`,
            }))}
            {...form.getInputProps('ExistingCodeId')}
            value={values.ExistingCodeId === null ? null : String(values.ExistingCodeId)}
            onChange={(value) => form.setFieldValue('ExistingCodeId', value ? Number(value) : null)}
          />
        ) : null}
        {needsAmount(values) ? (
          <MoneyInput
            label={
              method === AddAmountMethod.SameForAll ? 'Amount for every owner' : 'Compared amount'
            }
            {...fieldProps(form, 'SameAmountForAllOwner')}
          />
        ) : null}
        <DateInput label="Post date" required {...fieldProps(form, 'PostDate')} />
        <TextInput label="Description" maxLength={500} {...form.getInputProps('Description')} />
      </SimpleGrid>
    </Stack>
  );
}
