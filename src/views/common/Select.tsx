// The one labelled drop-down of the views. `Select` is typed by its values (strings or numbers; an
// <option> holds text, so the chosen value is looked up among the choices rather than parsed back),
// `ParamSelect` binds it to a view parameter so the choice is part of the link (read the typed
// value with `useViewParam(name, fallback, oneOf(values))`).
import { useViewParam } from '../../state/view-params';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export function Select<T extends string | number>({
  label,
  value,
  choices,
  onChange,
  testId,
  className,
  labelHidden,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  testId?: string;
  /** The label's class (`filter` in the Time view's tabs). */
  className?: string;
  /** The label is only read out (`aria-label`), for a select whose neighbour already says what it is. */
  labelHidden?: boolean;
}) {
  const select = (
    <select
      value={String(value)}
      onChange={(e) => {
        const picked = choices.find((c) => String(c.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
      data-testid={testId}
      aria-label={labelHidden ? label : undefined}
    >
      {choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </select>
  );
  if (labelHidden) return select;
  return (
    <label className={className}>
      {label} {select}
    </label>
  );
}

/** A Select bound to the view parameter `name`; a value the choices lack shows `fallback`. */
export function ParamSelect({
  name,
  label,
  choices,
  fallback,
  testId,
}: {
  name: string;
  label: string;
  choices: readonly Choice<string>[];
  fallback: string;
  testId?: string;
}) {
  const [value, setValue] = useViewParam(name, fallback);
  const current = choices.some((c) => c.value === value) ? value : fallback;
  return (
    <Select
      className="filter"
      label={label}
      value={current}
      choices={choices}
      onChange={setValue}
      testId={testId}
    />
  );
}
