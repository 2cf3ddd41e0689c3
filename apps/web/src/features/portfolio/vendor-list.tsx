import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DirectoryTable } from './directory-table';
import { ListFrame } from './list-frame';
import { vendorsQuery } from './portfolio-queries';
import { useListState } from './use-list-state';
import { VendorCommunitiesModal } from './vendor-communities-modal';

/** Company vendors and those of the user's communities, with where each one works. */
export function VendorList(props: { take: number }) {
  const state = useListState({ take: props.take });
  const [shown, setShown] = useState<{ id: number; name: string } | null>(null);
  const query = useQuery(
    vendorsQuery({
      skip: state.skip,
      take: state.take,
      searchTerm: state.searchTerm,
      includeInactive: state.includeInactiveParam,
    }),
  );
  return (
    <>
      <ListFrame state={state} query={query} filterLabel="Filter vendors" withInactive>
        {(data) => (
          <DirectoryTable
            label="Vendors"
            rows={data.Results}
            action={(row) => (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={`Communities of ${row.DisplayName}`}
                onClick={() => {
                  setShown({ id: row.TopsAgentId, name: row.DisplayName });
                }}
              >
                Communities
              </Button>
            )}
          />
        )}
      </ListFrame>
      {shown ? (
        <VendorCommunitiesModal
          vendorAgentId={shown.id}
          vendorName={shown.name}
          onClose={() => {
            setShown(null);
          }}
        />
      ) : null}
    </>
  );
}
