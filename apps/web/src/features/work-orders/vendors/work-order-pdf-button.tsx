import { ApiError, contract } from '@hoa/contract';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../app/toasts';
import { downloadFile } from '../../../widgets/download-file';
import { MayCall } from '../../../widgets/may-call';

const V = contract.workOrderVendors;
const pdfFailed = 'The work order PDF could not be made.';

/** "Print / PDF": downloads the work order as a PDF (WorkOrder/GetWorkOrderPdf). */
export function WorkOrderPdfButton({ itemId }: { itemId: number }) {
  const run = useMutation({
    mutationFn: () =>
      downloadFile(
        `${V.GetWorkOrderPdf.path}?itemId=${String(itemId)}`,
        `Work order ${String(itemId)}.pdf`,
        pdfFailed,
      ),
    onError: (error) => {
      showError(error instanceof ApiError ? error : new ApiError(500, pdfFailed));
    },
  });
  return (
    <MayCall calls={V.GetWorkOrderPdf}>
      <Button size="xs" variant="default" onClick={() => run.mutate()} loading={run.isPending}>
        Print / PDF
      </Button>
    </MayCall>
  );
}
