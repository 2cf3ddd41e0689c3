import { ApiError, contract } from '@hoa/contract';
import { CommunitySetupMessages, type SetupWizardName } from '@hoa/domain';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { readToken } from '../../app/auth/token-store';
import { showError } from '../../app/toasts';

async function exportSetup(communityAgentId: number, wizardName: SetupWizardName): Promise<void> {
  const endpoint = contract.communitySetup.Export;
  const token = readToken();
  const response = await fetch(endpoint.path, {
    method: endpoint.method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ communityAgentId, wizardName }),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { errorMessage?: string };
    throw new ApiError(response.status, data.errorMessage ?? CommunitySetupMessages.exportFailed);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'community-setup.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** Downloads the wizard's setup summary as a PDF. */
export function ExportSetupButton(props: {
  communityAgentId: number;
  wizardName: SetupWizardName;
}) {
  const run = useMutation({
    mutationFn: () => exportSetup(props.communityAgentId, props.wizardName),
    // The server's reason for a refusal; otherwise the spec's message (spec 1 §8).
    onError: (error) => {
      showError(
        error instanceof ApiError && error.status < 500
          ? error
          : new ApiError(500, CommunitySetupMessages.exportFailed),
      );
    },
  });
  return (
    <Button
      variant="default"
      loading={run.isPending}
      onClick={() => {
        run.mutate();
      }}
    >
      Export PDF
    </Button>
  );
}
