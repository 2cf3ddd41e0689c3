import { contract } from '@hoa/contract';
import { CouponLimits, ExpirationMonths, localDay } from '@hoa/domain';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../app/toasts';
import { FormModal } from '../../widgets/form-modal';
import { countText, downloadPdf } from '../statements';

interface CouponBooksModalProps {
  opened: boolean;
  onClose: () => void;
  communityAgentId: number;
  ownerAgentIds: number[];
}

const months = ExpirationMonths.map((m) => ({ value: String(m.value), label: m.label }));

/** Prints a coupon book for each selected owner: a coupon a month from the month chosen. */
export function CouponBooksModal(props: CouponBooksModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Print coupon books">
      <CouponBooksForm {...props} />
    </FormModal>
  );
}

const whole = (value: string | number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

function CouponBooksForm({ onClose, communityAgentId, ownerAgentIds }: CouponBooksModalProps) {
  // The first coupon defaults to next month.
  const today = localDay(new Date());
  const thisMonth = Number(today.slice(5, 7));
  const [year, setYear] = useState(Number(today.slice(0, 4)) + (thisMonth === 12 ? 1 : 0));
  const [startMonth, setStartMonth] = useState((thisMonth % 12) + 1);
  const [count, setCount] = useState(12);
  const [dueDay, setDueDay] = useState(1);
  const print = useMutation({
    mutationFn: () =>
      downloadPdf(
        contract.coupons.PrintCouponBooks.path,
        {
          CommunityAgentId: communityAgentId,
          OwnerAgentIds: ownerAgentIds,
          Year: year,
          StartMonth: startMonth,
          CouponCount: count,
          DueDay: dueDay,
        },
        'coupon-books.pdf',
      ),
    onSuccess: () => {
      showSuccess(`Coupon books printed for ${countText(ownerAgentIds.length, 'owner')}.`);
      onClose();
    },
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        One coupon a month for the recurring assessments assigned to each owner&apos;s property,
        with the account number, due date, amount and a scan line for the bank. Three coupons print
        to a page.
      </Text>
      <SimpleGrid cols={2}>
        <Select
          label="First month"
          data={months}
          allowDeselect={false}
          value={String(startMonth)}
          onChange={(value) => setStartMonth(Number(value ?? startMonth))}
        />
        <NumberInput
          label="Year"
          min={2000}
          max={2100}
          allowDecimal={false}
          value={year}
          onChange={(value) => setYear(whole(value, year))}
        />
        <NumberInput
          label="Coupons"
          min={CouponLimits.minCount}
          max={CouponLimits.maxCount}
          allowDecimal={false}
          value={count}
          onChange={(value) => setCount(whole(value, count))}
        />
        <NumberInput
          label="Due on day"
          description="A shorter month uses its last day."
          min={1}
          max={CouponLimits.maxDueDay}
          allowDecimal={false}
          value={dueDay}
          onChange={(value) => setDueDay(whole(value, dueDay))}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={print.isPending} onClick={() => print.mutate()}>
          Print {countText(ownerAgentIds.length, 'coupon book')}
        </Button>
      </Group>
    </Stack>
  );
}
