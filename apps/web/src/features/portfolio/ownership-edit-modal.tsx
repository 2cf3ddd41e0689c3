import { contract, type AgentGraph, type OwnershipRow, type RequestOf } from '@hoa/contract';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { agentGraphQuery, profilesKey } from '../../widgets/agent-card';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
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
type SaveBody = RequestOf<typeof contract.ownership.Save>['body'];

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

/** The form field of each nested body field: the phone's and the mailing address's. */
const draftFieldOf = {
  'Phone.AreaCode': 'AreaCode',
  'Phone.PhoneNumber': 'PhoneNumber',
  'Phone.Extension': 'Extension',
  'MailingAddress.StreetNumber': 'StreetNumber',
  'MailingAddress.StreetName': 'StreetName',
  'MailingAddress.Unit': 'Unit',
  'MailingAddress.City': 'City',
  'MailingAddress.PostalCode': 'PostalCode',
};

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
  const form = useContractForm({
    initialValues: draftOf(props.graph),
    schema: contract.ownership.Save.body,
    toBody: (draft: Draft) => requestOf(props.row, props.graph, draft),
    fieldOf: draftFieldOf,
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.ownership.Save, { body }),
    onSuccess: async (row) => {
      showSuccess(`${row.DisplayName} saved.`);
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
      await queryClient.invalidateQueries({ queryKey: profilesKey });
      props.onClose();
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={3} spacing="sm">
          {fields.map(([field, label]) => (
            <TextInput
              key={field}
              label={label}
              {...form.getInputProps(field)}
              onChange={(event) => {
                // Each field says what is wrong with it as it is typed.
                form.setFieldValue(field, event.currentTarget.value);
                form.validateField(field);
              }}
            />
          ))}
        </SimpleGrid>
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={props.onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
