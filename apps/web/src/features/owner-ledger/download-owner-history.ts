import { contract } from '@hoa/contract';
import { ApiError } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { readToken } from '../../app/auth/token-store';

/** Communications/GetOwnerHistory: the owner history workbook (xlsx), saved through a link. */
export async function downloadOwnerHistory(body: {
  propertyAgentId: number;
  startDate: string | null;
  endDate: string | null;
}): Promise<void> {
  const token = readToken();
  const response = await fetch(contract.ownerLedger.GetOwnerHistory.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ ...body, format: 2 }),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { errorMessage?: string };
    throw new ApiError(response.status, data.errorMessage ?? Messages.unknownError);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'Owner-History.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
