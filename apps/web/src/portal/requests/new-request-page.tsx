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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { portalRequests } from '@hoa/contract';
import { goTo, portalHref, PortalPaths, requestPath } from '../app/portal-paths';
import { portalUpload } from '../app/portal-upload';
import { useOwnerSession } from '../app/session';

type Kind = 'Service' | 'General';

const kinds: { value: Kind; label: string; hint: string }[] = [
  {
    value: 'Service',
    label: 'Something to fix',
    hint: 'A repair or maintenance the association looks after.',
  },
  {
    value: 'General',
    label: 'A question',
    hint: 'Anything else you want to ask or tell the office.',
  },
];

/** A new request: what kind, which home, a few words, the details and a photo (the camera on a phone). */
export function NewRequestPage() {
  const session = useOwnerSession();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('Service');
  const [propertyId, setPropertyId] = useState<string | null>(
    session.Properties[0] ? String(session.Properties[0].PropertyAgentId) : null,
  );
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: () =>
      portalUpload(
        portalRequests.SendRequest,
        {
          Kind: kind,
          PropertyAgentId: propertyId ?? '',
          Subject: subject,
          Description: description,
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
          onChange={(value) => setKind(value as Kind)}
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
            onChange={setPropertyId}
            data={session.Properties.map((p) => ({
              value: String(p.PropertyAgentId),
              label: p.Address,
            }))}
            allowDeselect={false}
          />
        ) : null}
        <TextInput
          label="In a few words"
          placeholder={
            kind === 'Service' ? 'Leaking sprinkler by the sidewalk' : 'Pool opening hours'
          }
          size="md"
          required
          maxLength={200}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Details"
          placeholder="Where it is, since when, anything that helps"
          size="md"
          autosize
          minRows={3}
          maxLength={2000}
          required={kind === 'Service'}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <FileInput
          label="Photo (optional)"
          placeholder="Take or choose a photo"
          size="md"
          accept="image/*"
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
