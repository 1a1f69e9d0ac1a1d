// The seed's picture on the landing page: one study's disks on their vendors' curves (formulas of
// the study's date, today's dashed), scaled to the disks shown. Built by charts/study-curves.ts.
import { useMemo } from 'react';
import { buildStudyCurves, type StudyCurve, type StudyDisk } from '../../charts/study-curves';
import { loadText, mixText, splitLabel } from '../../charts/lead-text';
import { pointInfo } from '../../charts/provenance';
import { formatIops } from '../../charts/units';
import { curveTitle } from '../../charts/curve-name';
import type { Catalogue } from '../../expected';
import type { Lang } from '../../i18n';
import { ChartPanel } from '../common/ChartPanel';
import { useStrings } from '../common/use-strings';
import type { LandingDisk } from './landing';
import { overviewStrings } from './strings';

export function StudyChart({
  study,
  catalogue,
  lang,
}: {
  study: LandingDisk[];
  catalogue: Catalogue;
  lang: Lang;
}) {
  const t = useStrings(overviewStrings);
  const built = useMemo(() => {
    const first = study[0]!.exp.match;
    const date = first.ok && first.dateSource !== 'none' && first.date ? first.date.slice(0, 7) : undefined;
    const dateText = date ?? t('studyDateUnknown');
    const curves = new Map<string, StudyCurve>();
    for (const d of study) {
      if (!d.exp.match.ok || curves.has(d.exp.match.curve.id)) continue;
      const then = d.exp.match.curve;
      const todayId = d.exp.match.eras.at(-1)?.curveId;
      const now = todayId && todayId !== then.id ? catalogue.curves.find((c) => c.id === todayId) : undefined;
      curves.set(then.id, { then, ...(now ? { now } : {}) });
    }
    const short = study.map((d) => splitLabel(d.disk.label));
    const repeated = (name: string) => short.filter((s) => s.name === name).length > 1;
    const disks: StudyDisk[] = study.flatMap((d, i) => {
      const j = d.run?.judgement;
      const m = d.run?.measurement;
      if (!d.exp.match.ok || !d.exp.size || !j || !m || m.total.iops === undefined) return [];
      const { name, vm } = short[i]!;
      return [
        {
          label: repeated(name) && vm ? vm : name,
          size: d.exp.size,
          iops: m.total.iops,
          comparable: d.disk.comparable,
          curveId: d.exp.match.curve.id,
          info: pointInfo(
            m,
            `${d.disk.label} · ${mixText(m.workload.readPct, lang)} · ${loadText(m, lang)}`,
            `${formatIops(m.total.iops, lang)} (${Math.round(j.ratio * 100)} % × ${formatIops(j.expected, lang)})`,
          ),
        },
      ];
    });
    const unit = study[0]!.exp.size?.unit ?? 'GB';
    const options = buildStudyCurves({
      curves: [...curves.values()],
      disks,
      xUnit: unit,
      lang,
      text: {
        capacity: t('capacity'),
        axis: t('studyAxis'),
        then: (c) => t('studyThen', { curve: curveTitle(c, lang), date: dateText }),
        now: (c) => t('studyNow', { curve: curveTitle(c, lang) }),
        description: `${t('studyTitle')}. ${study[0]!.disk.metadata.sourceTitle ?? ''}`,
      },
    });
    // A published study names its source; an upload has no title, so it is "your upload".
    const lead = study[0]!.disk;
    const source = lead.metadata.sourceTitle ?? (lead.origin === 'published' ? lead.label : t('studyUpload'));
    return { options, caption: t('studyCaption', { study: source, date: dateText }), n: disks.length };
  }, [study, catalogue, lang, t]);
  return (
    <div className="overview-study" data-study-disks={built.n}>
      <ChartPanel
        id="overview-study"
        title={t('studyTitle')}
        options={built.options}
        caption={built.caption}
        lang={lang}
      />
    </div>
  );
}
