import { Checkbox } from '@mantine/core';

/** A row's checkbox over a set of chosen ids. */
export function ChosenCheckbox({
  id,
  chosen,
  onChange,
  label,
  disabled = false,
}: {
  id: number;
  chosen: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      aria-label={label}
      disabled={disabled}
      checked={chosen.has(id)}
      onChange={(e) => {
        const next = new Set(chosen);
        if (e.currentTarget.checked) next.add(id);
        else next.delete(id);
        onChange(next);
      }}
    />
  );
}
