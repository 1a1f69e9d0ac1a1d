// Sub-view 3: edit any curve's formulas with live re-evaluation (the chart and the ratios follow),
// load a catalogue file of one's own, and see every catalogue problem with where it is.
import { useMemo } from 'react';
import { buildExpectedCurves } from '../../charts/expected-curves';
import { curveName, curveTitle } from '../../charts/curve-name';
import { CONTEXT_VARIABLES, type Catalogue, type CompiledCurve } from '../../expected';
import { type Lang } from '../../i18n';
import type { Units } from '../../state/store';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import { ChartPanel } from '../common/ChartPanel';
import { CurveFacts } from './CurveFacts';
import {
  addUserFile,
  removeUserFile,
  resetCustom,
  setCustomFormula,
  useChosenCurves,
} from '../../state/expected';
import { useStore } from '../../state/store';
import { FormulaField } from './FormulaField';
import { expectedStrings } from './strings';
import { useStrings } from '../common/use-strings';

interface Props {
  catalogue: Catalogue;
  units: Units;
  lang: Lang;
}

function formulaText(c: CompiledCurve, metric: 'iops' | 'throughput'): string {
  const m = c[metric];
  if (!m) return '';
  return m.same ? m.read.text : `max(${m.read.text}, ${m.write.text})`;
}

export function EditPanel({ catalogue, units, lang }: Props) {
  const t = useStrings(expectedStrings);
  const custom = useStore((s) => s.expected.custom);
  const files = useStore((s) => s.expected.files);
  const chosen = useChosenCurves();
  // Linkable: `p.curve` (the default is the first chosen curve, as before).
  const [curveId, setCurveId] = useViewParam('curve', chosen[0] ?? catalogue.curves[0]?.id ?? '');
  const curve = catalogue.curves.find((c) => c.id === curveId);
  const edit = custom.find((c) => c.id === curveId);
  const known = [...CONTEXT_VARIABLES, ...(curve?.inputs.map((i) => i.name) ?? [])];
  const preview = useMemo(
    () =>
      curve &&
      buildExpectedCurves({
        curves: [curve],
        metric: 'iops',
        xMax: Math.min(curve.def.sizeRange.max ?? 4000, 4000),
        xUnit: curve.def.sizeUnit,
        log: false,
        units,
        points: [],
        text: {
          capacity: t('capacity'),
          measured: t('measured'),
          notComparable: t('notComparable'),
          title: t('iopsChart'),
        },
        lang,
      }),
    [curve, units, t, lang],
  );
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    addUserFile({ name: file.name, text: await file.text() });
  };
  return (
    <div data-subview="edit">
      <Select
        label={t('editCurve')}
        value={curveId}
        choices={catalogue.curves.map((c) => ({
          value: c.id,
          label: `${curveTitle(c, lang)} (${c.id})`,
        }))}
        onChange={setCurveId}
        testId="edit-curve-select"
      />
      {curve ? (
        <>
          <FormulaField
            label={t('iopsFormula')}
            value={edit?.iops ?? formulaText(curve, 'iops')}
            known={known}
            testId="formula-iops"
            onChange={(text) => setCustomFormula(curve.id, 'iops', text)}
          />
          <FormulaField
            label={`${t('bwFormula')} (${curve.throughput?.unit ?? curve.def.throughput?.unit ?? 'MB/s'})`}
            value={edit?.throughput ?? formulaText(curve, 'throughput')}
            known={known}
            testId="formula-bw"
            onChange={(text) => setCustomFormula(curve.id, 'throughput', text)}
          />
          <p className="muted">
            {t('variables')}: {known.join(', ')} · min, max, clamp, floor, ceil, round, abs, stepUp, stepDown
          </p>
          {edit ? (
            <button type="button" onClick={() => resetCustom(curve.id)}>
              {t('reset')}
            </button>
          ) : null}
          {preview ? (
            <ChartPanel
              id="expected-edit-preview"
              title={`${curveName(curve, lang)} — IOPS`}
              options={preview}
              lang={lang}
            />
          ) : null}
          <CurveFacts curve={curve} lang={lang} />
        </>
      ) : null}
      <fieldset className="filters">
        <legend>{t('loadCatalogue')}</legend>
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <ul>
          {files.map((f) => (
            <li key={f.name}>
              {f.name}{' '}
              <button type="button" onClick={() => removeUserFile(f.name)} aria-label={`remove ${f.name}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      {catalogue.issues.length ? (
        <section className="notice" data-testid="catalogue-issues">
          <h4>{t('catalogueIssues')}</h4>
          <ul>
            {catalogue.issues.map((i, n) => (
              <li key={n}>
                {i.where}
                {i.position !== undefined ? ` (${t('atColumn', { n: i.position + 1 })})` : ''}: {i.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
