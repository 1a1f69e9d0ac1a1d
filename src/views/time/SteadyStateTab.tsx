// Steady state of one PTS test: the convergence plot, the measurement window (average, ±10% and
// ±20% bands, least-squares slope) with the determination table beside it, and the window results
// recomputed from fio-[test].json next to what the suite wrote (ss_* keys, [test].json).
import { useMemo } from 'react';
import { trackedMetric } from '../../analysis/steady-state';
import { steadyStateOf, suiteOptions } from '../../analysis/steady-state-of';
import { suiteSteadyState, windowResults } from '../../analysis/steady-state-compare';
import { buildConvergence, buildMeasurementWindow } from '../../charts/steady-state';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import { ChartPanel } from '../common/ChartPanel';
import { CompareTable } from './CompareTable';
import { determinationTable, resultsTable } from './steady-rows';
import { convergenceLines, lastTest, measurementsOf, roundTests, suiteResults } from './time-data';
import type { TabProps } from './TimeView';
import { useTimeContext } from './use-time';
import { diskOf } from '../../analysis/by-disk';

export function SteadyStateTab({ diskId }: TabProps) {
  const { dataset, lang, t } = useTimeContext();
  const [testParam, setTest] = useViewParam('test', 'iops');
  const [trackedParam, setTracked] = useViewParam('tracked', '0');
  // Everything derived in one memo: the rounds only change when the dataset or the choices do.
  const d = useMemo(() => {
    const ms = measurementsOf(dataset, diskId);
    const tests = roundTests(ms);
    const test = tests.find((x) => x === testParam) ?? tests[0] ?? 'iops';
    const tracked = trackedMetric(ms, test);
    const disk = diskOf(dataset, diskId);
    const options = suiteOptions(disk);
    const of = steadyStateOf(ms, disk, test, Number(trackedParam));
    const tr = of?.tracked;
    const ss = of?.steady;
    // .options (and its ss_* keys) belongs to the test that ran last (docs/pts-bundles.md §4.6).
    const last = lastTest(options);
    const suiteSs = last === test ? suiteSteadyState(options) : undefined;
    const unit = tr?.unit ?? '';
    // Throughput's sub-tests (1024k, 128k) each have their own window: compare only the tracked
    // one's figures (its label starts with the block size in KiB, as trackedMetric names it).
    const kib = test === 'throughput' ? /^(\d+)k /.exec(tr?.label ?? '')?.[1] : undefined;
    const inWindowOf = kib ? ms.filter((m) => m.workload.blockSize === Number(kib) * 1024) : ms;
    const suiteAll = suiteResults(ms, test);
    const suiteFor = kib
      ? Object.fromEntries(Object.entries(suiteAll).filter(([k]) => k.startsWith(`throughput_${kib}k_`)))
      : suiteAll;
    return {
      tests,
      test,
      tracked,
      tr,
      ss,
      last,
      unit,
      conv: buildConvergence(convergenceLines(ms, test), unit, `${test} ${tr?.label ?? ''}`, lang),
      windowOpts: tr && ss ? buildMeasurementWindow(tr, ss, lang) : undefined,
      detRows: ss ? determinationTable(ss, suiteSs, lang) : [],
      resRows: ss ? resultsTable(windowResults(inWindowOf, test, ss), suiteFor, lang) : [],
    };
  }, [dataset, diskId, testParam, trackedParam, lang]);
  const { tests, test, tracked, tr, ss, last, unit, conv, windowOpts, detRows, resRows } = d;
  const ssBelongsHere = last === test;
  const flagged = [...detRows, ...resRows].filter((r) => r.agrees === false).length;
  const rounds = ss ? `${ss.window.rounds[0]}-${ss.window.rounds[ss.window.rounds.length - 1]}` : '';
  return (
    <section className="view-section" data-time-section="steady">
      <div className="controls">
        <Select
          className="filter"
          label={t('test')}
          value={test}
          choices={tests.map((x) => ({ value: x, label: x }))}
          onChange={setTest}
          testId="time-test"
        />
        {tracked.length > 1 ? (
          <Select
            className="filter"
            label={t('tracked')}
            value={String(tracked.indexOf(tr!))}
            choices={tracked.map((x, i) => ({ value: String(i), label: x.label }))}
            onChange={setTracked}
          />
        ) : null}
      </div>
      <ChartPanel
        id={`time-ss-convergence-${test}`}
        title={t('convergence', { metric: unit })}
        options={conv}
        lang={lang}
      />
      {!ss || !windowOpts || !tr ? (
        <p className="notice">{t('noRounds')}</p>
      ) : (
        <>
          <p className={flagged ? 'notice notice-error' : 'notice'} data-testid="ss-verdict">
            {ss.achieved ? t('ssAchieved', { rounds }) : t('ssNotAchieved', { rounds })}{' '}
            {flagged ? t('disagreements', { n: flagged }) : t('allAgree')}
          </p>
          <div className="time-side-by-side">
            <ChartPanel
              id={`time-ss-window-${test}`}
              title={t('window', { metric: `${tr.label} (${tr.unit})` })}
              options={windowOpts}
              lang={lang}
            />
            <div>
              <CompareTable rows={detRows} caption={t('determination')} testId="ss-determination" />
              {!ssBelongsHere ? (
                <p className="chart-caption">{t('ssNotKept', { last: last ?? '?' })}</p>
              ) : null}
            </div>
          </div>
          <CompareTable rows={resRows} caption={t('results', { file: `${test}.json` })} testId="ss-results" />
        </>
      )}
    </section>
  );
}
