import { ApiError, contract } from '@hoa/contract';
import { CommunitySetupMessages, type SetupWizardName } from '@hoa/domain';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showError } from '../../app/toasts';
import { downloadFile } from '../../widgets/download-file';

function exportSetup(communityAgentId: number, wizardName: SetupWizardName): Promise<void> {
  return downloadFile(
    contract.communitySetup.Export.path,
    'community-setup.pdf',
    CommunitySetupMessages.exportFailed,
    { body: { communityAgentId, wizardName } },
  );
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
