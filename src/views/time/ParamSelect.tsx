// A small labelled <select> bound to a view parameter (so the choice is part of the link).
import { useViewParam } from '../../state/view-params';

export function ParamSelect({
  name,
  label,
  choices,
  fallback,
  testId,
}: {
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  fallback: string;
  testId?: string;
}) {
  const [value, setValue] = useViewParam(name, fallback);
  const current = choices.some((c) => c.value === value) ? value : fallback;
  return (
    <label className="filter">
      {label}{' '}
      <select value={current} onChange={(e) => setValue(e.target.value)} data-testid={testId}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The value of a ParamSelect's parameter, validated against its choices. */
export function useParamChoice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const [value] = useViewParam(name, fallback);
  return (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}
