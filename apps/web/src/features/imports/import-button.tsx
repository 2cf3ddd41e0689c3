import { SetupImportTitles, type SetupImportKind } from '@hoa/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { ImportModal } from './import-modal';

interface ImportButtonProps extends Omit<ButtonProps, 'onClick'> {
  kind: SetupImportKind;
  communityAgentId: number;
  onImported: () => void;
  defaultPostDate?: string | null;
}

/** A button that opens the import modal of one kind. */
export function ImportButton({
  kind,
  communityAgentId,
  onImported,
  defaultPostDate,
  ...button
}: ImportButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        {...button}
        onClick={() => {
          setOpened(true);
        }}
      >
        {SetupImportTitles[kind]}
      </Button>
      <ImportModal
        kind={kind}
        communityAgentId={communityAgentId}
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        onImported={onImported}
        defaultPostDate={defaultPostDate}
      />
    </>
  );
}
