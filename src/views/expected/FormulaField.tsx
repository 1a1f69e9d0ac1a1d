// One editable formula: typed text, live-checked; an error shows its message and a caret under the
// character where it went wrong, right below the field.
import { useId } from 'react';
import { compileFormula } from '../../expected';
import { expectedStrings } from './strings';
import { useStrings } from '../common/use-strings';

interface Props {
  label: string;
  value: string;
  known: readonly string[];
  testId: string;
  onChange: (text: string) => void;
}

export function FormulaField({ label, value, known, testId, onChange }: Props) {
  const t = useStrings(expectedStrings);
  const id = useId();
  const error = compileFormula(value, known).error;
  return (
    <div className="formula-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        className={error ? 'invalid' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        size={Math.min(90, Math.max(30, value.length + 4))}
      />
      {error ? (
        <div id={`${id}-error`} role="alert" className="formula-error" data-testid={`${testId}-error`}>
          <strong>{t('formulaError')}</strong> {t('atColumn', { n: error.position + 1 })}: {error.message}
          <pre>{`${value}\n${' '.repeat(error.position)}^`}</pre>
        </div>
      ) : null}
    </div>
  );
}
