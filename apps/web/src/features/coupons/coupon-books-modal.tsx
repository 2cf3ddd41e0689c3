import { contract, type PrintCouponBooksBody } from '@hoa/contract';
import { CouponLimits, ExpirationMonths, localDay } from '@hoa/domain';
import { NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { wholeNumberOf, wholeNumberProblem } from '../../widgets/whole-number';
import { countText, downloadPdf } from '../statements';

interface CouponBooksModalProps {
  opened: boolean;
  onClose: () => void;
  communityAgentId: number;
  ownerAgentIds: number[];
}

interface CouponBookValues {
  StartMonth: string;
  Year: number | string;
  CouponCount: number | string;
  DueDay: number | string;
}

const months = ExpirationMonths.map((m) => ({ value: String(m.value), label: m.label }));

/** The years PrintCouponBooks takes. */
const yearRange = { min: 2000, max: 2100 };
const countRange = { min: CouponLimits.minCount, max: CouponLimits.maxCount };
const dueDayRange = { min: 1, max: CouponLimits.maxDueDay };

/** Prints a coupon book for each selected owner: a coupon a month from the month chosen. */
export function CouponBooksModal(props: CouponBooksModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Print coupon books">
      <CouponBooksForm {...props} />
    </FormModal>
  );
}

/** The first coupon defaults to next month. */
function nextMonth(): Pick<CouponBookValues, 'Year' | 'StartMonth'> {
  const today = localDay(new Date());
  const thisMonth = Number(today.slice(5, 7));
  return {
    Year: Number(today.slice(0, 4)) + (thisMonth === 12 ? 1 : 0),
    StartMonth: String((thisMonth % 12) + 1),
  };
}

function CouponBooksForm({ onClose, communityAgentId, ownerAgentIds }: CouponBooksModalProps) {
  const initialValues: CouponBookValues = { ...nextMonth(), CouponCount: 12, DueDay: 1 };
  const form = useContractForm({
    initialValues,
    schema: contract.coupons.PrintCouponBooks.body,
    toBody: (values: CouponBookValues) => ({
      CommunityAgentId: communityAgentId,
      OwnerAgentIds: ownerAgentIds,
      Year: wholeNumberOf(values.Year),
      StartMonth: Number(values.StartMonth),
      CouponCount: wholeNumberOf(values.CouponCount),
      DueDay: wholeNumberOf(values.DueDay),
    }),
    rules: (values: CouponBookValues) => ({
      Year: wholeNumberProblem(values.Year, yearRange),
      CouponCount: wholeNumberProblem(values.CouponCount, countRange),
      DueDay: wholeNumberProblem(values.DueDay, dueDayRange),
    }),
  });
  const print = useMutation({
    mutationFn: (body: PrintCouponBooksBody) =>
      downloadPdf(contract.coupons.PrintCouponBooks.path, body, 'coupon-books.pdf'),
    onSuccess: () => {
      showSuccess(`Coupon books printed for ${countText(ownerAgentIds.length, 'owner')}.`);
      onClose();
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        print.mutate(body);
      })}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          One coupon a month for the recurring assessments assigned to each owner&apos;s property,
          with the account number, due date, amount and a scan line for the bank. Three coupons
          print to a page.
        </Text>
        <SimpleGrid cols={2}>
          <Select
            label="First month"
            data={months}
            allowDeselect={false}
            {...form.getInputProps('StartMonth')}
          />
          <NumberInput
            label="Year"
            {...yearRange}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('Year')}
          />
          <NumberInput
            label="Coupons"
            {...countRange}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('CouponCount')}
          />
          <NumberInput
            label="Due on day"
            description="A shorter month uses its last day."
            {...dueDayRange}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('DueDay')}
          />
        </SimpleGrid>
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={onClose}
          saving={print.isPending}
          label={`Print ${countText(ownerAgentIds.length, 'coupon book')}`}
        />
      </Stack>
    </form>
  );
}
