import type { Template } from '@hoa/contract';
import {
  DeliveryMethodId,
  DeliveryMethods,
  emailProblem,
  usesCollectionMergeCodes,
} from '@hoa/domain';
import { SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** What a batch sends, as its editor and the new batch form type it. */
export interface BatchMessageValues {
  topsTemplateId: string | null;
  deliveryMethodId: string;
  subject: string;
  body: string;
}

/** Addresses typed into one field, separated by commas, semicolons or spaces. */
export const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The first address of a field that is not a valid email, with why; else null. */
export const addressesProblem = (text: string): string | null =>
  addressesOf(text)
    .map(emailProblem)
    .find((problem) => problem !== null) ?? null;

export const deliveryOptions = DeliveryMethods.map((m) => ({
  value: String(m.DeliveryMethodId),
  label: m.Name,
}));

/**
 * The template choices of a batch; a template with collection codes only for a batch made from a
 * collection run (the server refuses it for others).
 */
export const templateOptions = (templates: readonly Template[], fromCollectionRun: boolean) =>
  templates
    .filter((t) => fromCollectionRun || !usesCollectionMergeCodes(t.MergeCodes))
    .map((t) => ({
      value: String(t.TopsTemplateId),
      label: t.IsDefault ? `${t.Name} (default)` : t.Name,
    }));

/** The subject and email text of a batch. */
export function EmailFields({
  form: f,
  bodyNote,
}: {
  form: Pick<UseFormReturnType<{ subject: string; body: string }>, 'getInputProps'>;
  /** What goes with the text (the letter, the files). */
  bodyNote: string;
}) {
  return (
    <>
      <TextInput label="Subject" size="sm" maxLength={300} {...f.getInputProps('subject')} />
      <Textarea
        label="Email text"
        description={bodyNote}
        size="sm"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={4000}
        {...f.getInputProps('body')}
      />
    </>
  );
}

/** The template, delivery, subject and email text of a letter batch. */
export function BatchMessageFields({
  form: f,
  templates,
}: {
  form: Pick<UseFormReturnType<BatchMessageValues>, 'getInputProps' | 'values'>;
  /** The template choices (`templateOptions`). */
  templates: readonly { value: string; label: string }[];
}) {
  return (
    <Stack gap="xs">
      <Select
        label="Template"
        size="sm"
        searchable
        allowDeselect={false}
        data={templates}
        nothingFoundMessage="No template of the community matches"
        {...f.getInputProps('topsTemplateId')}
      />
      <div>
        <Text size="sm" fw={500} mb={2} id="delivery-label">
          Delivery
        </Text>
        <SegmentedControl
          aria-labelledby="delivery-label"
          size="xs"
          fullWidth
          data={deliveryOptions}
          {...f.getInputProps('deliveryMethodId')}
        />
        <Text size="xs" c="dimmed" mt={2}>
          {f.values.deliveryMethodId === String(DeliveryMethodId.Smart)
            ? 'Smart: each owner as they prefer; print without a valid email.'
            : f.values.deliveryMethodId === String(DeliveryMethodId.Email)
              ? 'Email: every recipient needs a valid email address.'
              : 'Print: a letter to every owner’s mailing address.'}
        </Text>
      </div>
      <EmailFields
        form={f}
        bodyNote="The body of the email; the letter goes as its PDF attachment."
      />
    </Stack>
  );
}
