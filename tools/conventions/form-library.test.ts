// Forms (CONTRIBUTING.md, "Forms, dates and money"): a form is a Mantine form over the contract's
// zod schema of its call (`useContractForm` of apps/web/src/widgets/contract-form.ts), not a
// `useState` per field validated by hand, so its errors show under their fields and nothing is
// sent that the server would refuse. A feature file counts as a form on hand-written state when
// it renders inputs (Mantine's, the app's, or a `…Fields` group of them), keeps `useState` and
// calls a mutation, without `useContractForm` or `useForm`: a modal, a drawer and a whole page
// alike. There is none left (the last of 78 went over in issue 18). A file whose state is not what
// it sends (a list's filters, a selection of rows an action takes) is listed in
// form-state-exemptions.json with the reason, which the test asks for. Fix a failure by writing
// the form with `useContractForm` (see apps/web/src/features/funds-transfer/transfer-modal.tsx).
import { describe, expect, it } from 'vitest';
import { readRepoFile, sourceFiles } from './repo-files';

const rendersInput =
  /<(TextInput|Textarea|Select|MultiSelect|DateInput|MoneyInput|NumberInput|Checkbox|PasswordInput|Radio|Switch|Autocomplete|[A-Z][A-Za-z]*Fields)\b/;
const keepsState = /\buseState\b/;
const callsMutation = /\.mutate(Async)?\(/;
// useScheduleForm (apps/web/src/widgets/schedule-form.ts) is useContractForm with the scheduler's rules.
const usesFormLibrary = /\buse(Contract|Schedule)?Form\b/;

/** Whether a feature file holds a form on hand-written state. */
function isHandStateForm(text: string): boolean {
  return (
    rendersInput.test(text) &&
    keepsState.test(text) &&
    callsMutation.test(text) &&
    !usesFormLibrary.test(text)
  );
}

const exempt = JSON.parse(readRepoFile('tools/conventions/form-state-exemptions.json')) as Record<
  string,
  string
>;
const handState = sourceFiles('apps/web/src/features', ['.tsx']).filter(
  (path) => isHandStateForm(readRepoFile(path)) && !(path in exempt),
);

describe('forms use the form library', () => {
  it('holds no form on hand-written state', () => {
    expect(handState).toEqual([]);
  });

  it('gives the reason of each file whose state is not a form, and lists only such files', () => {
    const unfounded = Object.entries(exempt).filter(([, reason]) => reason.trim().length < 20);
    expect(unfounded).toEqual([]);
    const notForms = Object.keys(exempt).filter((path) => !isHandStateForm(readRepoFile(path)));
    expect(notForms).toEqual([]);
  });

  it('tells a form on hand-written state from one on the form library', () => {
    const input = '<TextInput label="Name" />';
    const hand = `useState(''); save.mutate(body); <form>${input}</form>`;
    expect(isHandStateForm(hand)).toBe(true);
    expect(isHandStateForm(`useContractForm({}); ${hand}`)).toBe(false);
    expect(isHandStateForm(`useState(null); <Select />`)).toBe(false);
    expect(isHandStateForm(`useState(''); save.mutate(body); <NewPasswordFields />`)).toBe(true);
  });
});
