import { contract, OwnershipSaveSchema, type AgentGraph, type OwnershipRow } from '@hoa/contract';
import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { PageLoader } from '../../widgets/page-loader';
import { agentGraphQuery, profilesKey } from '../../widgets/agent-card';
import { portfolioKey } from './portfolio-queries';

const fields = [
  ['FirstName', 'First name'],
  ['LastName', 'Last name'],
  ['DisplayName', 'Display name'],
  ['PrimaryEmailAddress', 'Email'],
  ['AreaCode', 'Area code'],
  ['PhoneNumber', 'Phone number'],
  ['Extension', 'Extension'],
  ['StreetNumber', 'Street number'],
  ['StreetName', 'Street name'],
  ['Unit', 'Unit'],
  ['City', 'City'],
  ['PostalCode', 'Postal code'],
] as const;
type Draft = Record<(typeof fields)[number][0], string>;

const primary = <T extends { IsPrimary: boolean }>(rows: readonly T[]) =>
  rows.find((row) => row.IsPrimary) ?? rows.at(0);

function draftOf(graph: AgentGraph): Draft {
  const phone = primary(graph.Phones);
  const address = primary(graph.Addresses);
  const c = graph.Contact;
  const composed = [c.FirstName, c.LastName].filter(Boolean).join(' ');
  return {
    FirstName: c.FirstName ?? '',
    LastName: c.LastName ?? '',
    // A display name that is only the names is composed again when they change.
    DisplayName: c.DisplayName === composed ? '' : c.DisplayName,
    PrimaryEmailAddress: c.PrimaryEmailAddress ?? '',
    AreaCode: phone?.AreaCode ?? '',
    PhoneNumber: phone?.PhoneNumber ?? '',
    Extension: phone?.Extension ?? '',
    StreetNumber: address?.StreetNumber ?? '',
    StreetName: address?.StreetName ?? '',
    Unit: address?.Unit ?? '',
    City: address?.City ?? '',
    PostalCode: address?.PostalCode ?? '',
  };
}

/** The Save request of a draft: a phone or mailing address left blank is removed. */
function requestOf(row: OwnershipRow, graph: AgentGraph, d: Draft) {
  const blank = (...values: string[]) => values.every((v) => v.trim() === '');
  return {
    TopsAgentId: row.TopsAgentId,
    FirstName: d.FirstName,
    LastName: d.LastName,
    DisplayName: d.DisplayName,
    PrimaryEmailAddress: d.PrimaryEmailAddress,
    Phone: blank(d.AreaCode, d.PhoneNumber, d.Extension)
      ? null
      : { AreaCode: d.AreaCode, PhoneNumber: d.PhoneNumber, Extension: d.Extension },
    MailingAddress: blank(d.StreetNumber, d.StreetName, d.Unit, d.City, d.PostalCode)
      ? null
      : {
          StreetNumber: d.StreetNumber,
          StreetName: d.StreetName,
          Unit: d.Unit,
          City: d.City,
          StateId: primary(graph.Addresses)?.StateId ?? null,
          PostalCode: d.PostalCode,
        },
  };
}

/** Edits an ownership row: the owner's names, primary email, phone and mailing address. */
export function OwnershipEditModal(props: { row: OwnershipRow; onClose: () => void }) {
  const graph = useQuery(agentGraphQuery(props.row.TopsAgentId));
  return (
    <Modal opened onClose={props.onClose} title={`Edit ${props.row.DisplayName}`} size="lg">
      {graph.data ? (
        <EditForm row={props.row} graph={graph.data} onClose={props.onClose} />
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}

function EditForm(props: { row: OwnershipRow; graph: AgentGraph; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(props.graph));
  const parsed = OwnershipSaveSchema.safeParse(requestOf(props.row, props.graph, draft));
  const errorOf = (field: string) =>
    parsed.error?.issues.find((issue) => issue.path.at(-1) === field)?.message;
  const save = useMutation({
    mutationFn: () =>
      parsed.success
        ? api.call(contract.ownership.Save, { body: parsed.data })
        : Promise.reject(new Error('The form has errors.')),
    onSuccess: async (row) => {
      showSuccess(`${row.DisplayName} saved.`);
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
      await queryClient.invalidateQueries({ queryKey: profilesKey });
      props.onClose();
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <SimpleGrid cols={3} spacing="sm">
        {fields.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            value={draft[field]}
            error={errorOf(field)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!parsed.success} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
