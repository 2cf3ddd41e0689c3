import {
  Alert,
  Anchor,
  Button,
  FileInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { portalRequests } from '@hoa/contract';
import type { PortalRequestKind } from '@hoa/domain';
import { goTo, portalHref, PortalPaths, requestPath } from '../app/portal-paths';
import { portalUpload } from '../app/portal-upload';
import { useOwnerSession } from '../app/session';
import { myArchitecturalCodesQuery } from './queries';

const kinds: { value: PortalRequestKind; label: string; hint: string }[] = [
  {
    value: 'Service',
    label: 'Something to fix',
    hint: 'A repair or maintenance the association looks after.',
  },
  {
    value: 'Architectural',
    label: 'A change to my home',
    hint: 'A fence, a new colour, a patio: the architectural committee approves a change before the work starts.',
  },
  {
    value: 'General',
    label: 'A question',
    hint: 'Anything else you want to ask or tell the office.',
  },
];

const placeholders: Record<PortalRequestKind, string> = {
  Service: 'Leaking sprinkler by the sidewalk',
  Architectural: 'New cedar fence along the back yard',
  General: 'Pool opening hours',
};

/** A new request: what kind, which home, a few words, the details and a photo (the camera on a phone). */
export function NewRequestPage() {
  const session = useOwnerSession();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<PortalRequestKind>('Service');
  const [propertyId, setPropertyId] = useState<string | null>(
    session.Properties[0] ? String(session.Properties[0].PropertyAgentId) : null,
  );
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [codeId, setCodeId] = useState<string | null>(null);
  const isArchitectural = kind === 'Architectural';
  const codes = useQuery({
    ...myArchitecturalCodesQuery(Number(propertyId)),
    enabled: isArchitectural && propertyId !== null,
  });
  const send = useMutation({
    mutationFn: () =>
      portalUpload(
        portalRequests.SendRequest,
        {
          Kind: kind,
          PropertyAgentId: propertyId ?? '',
          Subject: subject,
          Description: description,
          ...(isArchitectural && codeId !== null ? { TopsCodeId: codeId } : {}),
        },
        photo,
        'Your request could not be sent.',
      ),
    onSuccess: (detail) => {
      void queryClient.invalidateQueries({ queryKey: ['portal', 'requests'] });
      goTo(requestPath(detail.TopsItemId));
    },
  });
  if (session.Properties.length === 0)
    return (
      <Alert color="gray" title="No home is linked to your account yet">
        Contact your management company to link your property.
      </Alert>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <Stack gap="md">
        <Anchor href={portalHref(PortalPaths.requests)}>← All requests</Anchor>
        <Title order={1} size="h2">
          New request
        </Title>
        <SegmentedControl
          fullWidth
          size="md"
          value={kind}
          orientation="vertical"
          onChange={(value) => setKind(value as PortalRequestKind)}
          data={kinds.map(({ value, label }) => ({ value, label }))}
        />
        <Text size="sm" c="dimmed">
          {kinds.find((k) => k.value === kind)?.hint}
        </Text>
        {session.Properties.length > 1 ? (
          <Select
            label="Home"
            size="md"
            value={propertyId}
            onChange={(value) => {
              setPropertyId(value);
              setCodeId(null);
            }}
            data={session.Properties.map((p) => ({
              value: String(p.PropertyAgentId),
              label: p.Address,
            }))}
            allowDeselect={false}
          />
        ) : null}
        {isArchitectural ? (
          <Select
            label="Kind of change"
            placeholder={codes.isPending ? 'Loading…' : 'Choose one'}
            size="md"
            required
            value={codeId}
            onChange={setCodeId}
            data={(codes.data ?? []).map((code) => ({
              value: String(code.TopsCodeId),
              label: code.CodeName,
            }))}
            error={codes.isError ? codes.error.message : undefined}
            nothingFoundMessage="Your association lists no kinds of change yet."
            allowDeselect={false}
          />
        ) : null}
        <TextInput
          label="In a few words"
          placeholder={placeholders[kind]}
          size="md"
          required
          maxLength={200}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Details"
          placeholder={
            isArchitectural
              ? 'What you will build or change, materials and colours, when the work would start and end'
              : 'Where it is, since when, anything that helps'
          }
          size="md"
          autosize
          minRows={3}
          maxLength={2000}
          required={kind === 'Service'}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <FileInput
          label={isArchitectural ? 'Photo or plan (optional)' : 'Photo (optional)'}
          placeholder={isArchitectural ? 'Take a photo or choose a plan' : 'Take or choose a photo'}
          size="md"
          accept={isArchitectural ? 'image/*,application/pdf' : 'image/*'}
          clearable
          value={photo}
          onChange={setPhoto}
        />
        {send.isError ? <Alert color="red">{send.error.message}</Alert> : null}
        <Button type="submit" size="lg" loading={send.isPending}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
