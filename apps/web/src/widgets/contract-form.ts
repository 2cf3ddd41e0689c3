import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { showsInvalidEntry } from './invalid-entry';
import type { z } from 'zod';

/** Where a form shows an error no field of it shows (a `ProblemAlert` above its buttons). */
export const formProblemKey = 'form';

type Rules<Values> = (values: Values) => Record<string, string | null | undefined>;

/**
 * The `validate` of a Mantine form whose values make a contract body (CONTRIBUTING.md, Forms).
 * The form's own rules come first, with the spec's messages under their fields; then the body the
 * values would send is parsed with the contract's zod schema, and each issue goes under the field
 * its path names (`fieldOf` maps a body field, or a whole path such as `Phones.0.AreaCode`, to the
 * form's field; a body field the form has no field for goes under `formProblemKey`), so nothing is sent that the server would refuse.
 */
export function contractValidation<Values extends object>(options: {
  schema: z.ZodType;
  toBody: (values: Values) => unknown;
  rules?: Rules<Values>;
  fieldOf?: Record<string, string>;
}): (values: Values) => FormErrors {
  return (values) => {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(options.rules?.(values) ?? {})) {
      if (message) errors[field] = message;
    }
    const parsed = options.schema.safeParse(options.toBody(values));
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const [head = '', ...rest] = path;
      // A whole path the form names ('Contact.FirstName') first, then the body field's head.
      const whole = options.fieldOf?.[path.join('.')];
      const mapped = whole ?? options.fieldOf?.[head] ?? (head in values ? head : null);
      const field = mapped === null ? formProblemKey : (whole ?? [mapped, ...rest].join('.'));
      const message = mapped === null ? `${head}: ${issue.message}` : issue.message;
      // A rule's message on the field stays: it says what the spec says.
      if (!(mapped !== null && mapped in errors) && !(field in errors)) errors[field] = message;
    }
    return errors;
  };
}

/**
 * A Mantine form (controlled) over `values` whose submit hands over the contract body: validated by
 * `contractValidation`, then parsed by the same schema, so `form.onSubmit((body) => …)` receives
 * exactly what the endpoint takes.
 */
export function useContractForm<Values extends object, Schema extends z.ZodType>(options: {
  initialValues: Values;
  schema: Schema;
  toBody: (values: Values) => unknown;
  rules?: Rules<Values>;
  fieldOf?: Record<string, string>;
}) {
  const { initialValues, schema, toBody } = options;
  const form = useForm<Values, (values: Values) => z.output<Schema>>({
    mode: 'controlled',
    initialValues,
    validate: contractValidation(options),
    transformValues: (values) => schema.parse(toBody(values)),
  });
  const onSubmit: typeof form.onSubmit = (handle, onFailure) =>
    form.onSubmit((body, event) => {
      if (!showsInvalidEntry(event?.currentTarget)) return handle(body, event);
    }, onFailure);
  return { ...form, onSubmit };
}

/** The error of a form no field shows, for its problem alert. */
export function formProblem(errors: FormErrors): string | null {
  const problem = errors[formProblemKey];
  return typeof problem === 'string' ? problem : null;
}

type FieldForm<Values> = Pick<
  UseFormReturnType<Values>,
  'values' | 'getInputProps' | 'setFieldValue'
>;

/**
 * The props of a top-level form field for the app's inputs (`DateInput`, `MoneyInput`, …): its
 * typed value, onChange taking the value itself, the error and the focus and blur the form tracks.
 */
export function fieldProps<Values, K extends keyof Values & string>(
  form: FieldForm<Values>,
  path: K,
) {
  const { error, onFocus, onBlur } = form.getInputProps(path) as {
    error?: ReactNode;
    onFocus?: () => void;
    onBlur?: () => void;
  };
  return {
    value: form.values[path],
    onChange: (value: Values[K]) => {
      (form.setFieldValue as (path: K, value: Values[K]) => void)(path, value);
    },
    error,
    onFocus,
    onBlur,
  };
}

/** `fieldProps` of a field inside a list (`Lines.2.Amount`), whose value the caller reads. */
export function itemProps<Values, T>(
  form: Pick<UseFormReturnType<Values>, 'getInputProps'>,
  path: string,
  value: T,
) {
  const { error, onFocus, onBlur, onChange } = form.getInputProps(path) as {
    error?: ReactNode;
    onFocus?: () => void;
    onBlur?: () => void;
    onChange: (value: T) => void;
  };
  return { value, onChange, error, onFocus, onBlur };
}
