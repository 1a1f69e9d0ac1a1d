// Words inside the load-curve and queue-depth scaling charts, in the reader's language: they travel
// with an exported PNG/SVG. `{x}` placeholders are filled by translate.
import type { Dict } from '../i18n';

export type LoadChartKey =
  | 'xIops'
  | 'xBw'
  | 'yLat'
  | 'yLatLog'
  | 'meanLine'
  | 'p99Line'
  | 'jobsLine'
  | 'knee'
  | 'saturation'
  | 'capIops'
  | 'capBw'
  | 'capInstIops'
  | 'capInstBw'
  | 'binds'
  | 'notSaturated'
  | 'capReached'
  | 'noCaps'
  | 'rules'
  | 'tipPoint'
  | 'tipValues'
  | 'tipP99'
  | 'tipMarginal'
  | 'tipMarginalFlat'
  | 'tipLittle'
  | 'tipLittleSkip'
  | 'tipStarted'
  | 'tipEnded'
  | 'tipAfterBurst'
  | 'afterBurstNote'
  | 'tipStartEstimate'
  | 'tipRuns'
  | 'tipIsKnee'
  | 'tipIsSat'
  | 'qdAxis'
  | 'jobsAxis'
  | 'iopsLine'
  | 'latLine'
  | 'scalingNote'
  | 'heatNote'
  | 'compareNote';

export const loadChartStrings: Dict<LoadChartKey> = {
  en: {
    xIops: 'Achieved IOPS',
    xBw: 'Achieved throughput',
    yLat: 'Latency',
    yLatLog: 'Latency, log scale',
    meanLine: 'mean {kind} · jobs={jobs}',
    p99Line: '{kind} p99 · jobs={jobs}',
    jobsLine: '{n, plural, one {# job} other {# jobs}}',
    knee: 'knee',
    saturation: 'saturation',
    capIops: 'advertised IOPS cap',
    capBw: 'advertised throughput cap',
    capInstIops: 'instance IOPS limit ({name})',
    capInstBw: 'instance throughput limit ({name})',
    binds: '{cap} (binds)',
    notSaturated: 'not saturated at QD×jobs = {n}: the highest load reached {pct} % of the binding cap',
    capReached: 'at QD×jobs = {n} the disk reached {pct} % of the binding cap',
    noCaps: 'no cap lines: {why}',
    rules:
      'Each point is one run at QD × jobs (the median-IOPS run where a point was run more than once). Saturation: the lowest QD×jobs reaching ≥ 90 % of the curve’s highest IOPS. Knee: the point with the highest IOPS ÷ mean latency (needs ≥ 3 points). Tooltips: marginal cost Δ mean latency ÷ Δ IOPS from the previous queue depth at the same jobs count, and Little’s law (IOPS × mean latency ÷ QD×jobs). Caps: the Expected view’s curve at this block size and mix; the lowest binds.',
    tipPoint:
      'QD {qd} × {jobs, plural, one {# job} other {# jobs}} = {load, plural, one {# I/O asked} other {# I/Os asked}}',
    tipValues: '{iops} IOPS · {bw} · mean {kind} {lat}',
    tipP99: '{kind} p99 {v}',
    tipMarginal: 'from {from}: Δ latency {dlat} for Δ IOPS {diops} = {cost} µs per 1,000 IOPS',
    tipMarginalFlat: 'from {from}: Δ latency {dlat} with no IOPS gained (Δ IOPS {diops})',
    tipLittle: 'Little’s law: {inflight} in flight ÷ QD×jobs {depth} = {ratio} ({lat})',
    tipLittleSkip: 'Little’s law: {why}',
    tipStarted: 'started {t}, ran {s} s',
    tipEnded: 'ended {t}, ran {s} s',
    tipAfterBurst:
      'after burst: the burst bucket, placed from the session’s run times, was likely empty (the verdict’s upper end is near the baseline)',
    afterBurstNote:
      '{n, plural, one {# point after burst (hollow marker)} other {# points after burst (hollow markers)}}',
    tipStartEstimate: 'started ≈ {t} (end − ramp_time − runtime)',
    tipRuns: '{n} runs at this point ({stat}): figures of the representative run (median IOPS)',
    tipIsKnee: 'knee of the curve (highest IOPS ÷ mean latency)',
    tipIsSat: 'saturation (lowest load reaching ≥ 90 % of the highest IOPS)',
    qdAxis: 'Queue depth (per job)',
    jobsAxis: 'Jobs (numjobs)',
    iopsLine: 'IOPS · jobs={jobs}',
    latLine: 'mean {kind} · jobs={jobs}',
    scalingNote: 'one line per jobs count; each point one run',
    heatNote: 'each cell one run; empty cells were not run',
    compareNote: 'one colour per disk; solid: mean latency, dashed: p99; jobs = {jobs}',
  },
  zh: {
    xIops: '实测 IOPS',
    xBw: '实测吞吐量',
    yLat: '延迟',
    yLatLog: '延迟，对数刻度',
    meanLine: '平均 {kind} · 作业数={jobs}',
    p99Line: '{kind} p99 · 作业数={jobs}',
    jobsLine: '{n} 个作业',
    knee: '拐点',
    saturation: '饱和点',
    capIops: '标称 IOPS 上限',
    capBw: '标称吞吐量上限',
    capInstIops: '实例 IOPS 限制（{name}）',
    capInstBw: '实例吞吐量限制（{name}）',
    binds: '{cap}（起约束作用）',
    notSaturated: '在 QD×作业数 = {n} 时未饱和：最高负载仅达到约束上限的 {pct} %',
    capReached: '在 QD×作业数 = {n} 时达到约束上限的 {pct} %',
    noCaps: '无上限线：{why}',
    rules:
      '每个点是 QD × 作业数下的一次运行（同一点多次运行时取 IOPS 中位数的那次）。饱和点：达到曲线最高 IOPS 的 ≥ 90 % 的最低 QD×作业数。拐点：IOPS ÷ 平均延迟最大的点（至少 3 个点）。提示框：与同一作业数下前一队列深度相比的边际代价 Δ平均延迟 ÷ ΔIOPS，以及利特尔定律（IOPS × 平均延迟 ÷ QD×作业数）。上限：“预期”视图中该块大小和读写比例下的曲线；最低者起约束作用。',
    tipPoint: 'QD {qd} × {jobs} 个作业 = 请求 {load} 个 I/O',
    tipValues: '{iops} IOPS · {bw} · 平均 {kind} {lat}',
    tipP99: '{kind} p99 {v}',
    tipMarginal: '相对 {from}：Δ延迟 {dlat}，ΔIOPS {diops}，即每 1,000 IOPS {cost} µs',
    tipMarginalFlat: '相对 {from}：Δ延迟 {dlat}，IOPS 未增加（ΔIOPS {diops}）',
    tipLittle: '利特尔定律：在途 {inflight} ÷ QD×作业数 {depth} = {ratio}（{lat}）',
    tipLittleSkip: '利特尔定律：{why}',
    tipStarted: '开始于 {t}，运行 {s} 秒',
    tipEnded: '结束于 {t}，运行 {s} 秒',
    tipAfterBurst: '突发之后：按本次测试各运行的时间推算，突发额度桶很可能已耗尽（判定的上限接近基线）',
    afterBurstNote: '{n} 个点在突发之后（空心标记）',
    tipStartEstimate: '约于 {t} 开始（结束时间 − ramp_time − 运行时间）',
    tipRuns: '该点共 {n} 次运行（{stat}）：数值取自代表性运行（IOPS 中位数）',
    tipIsKnee: '曲线拐点（IOPS ÷ 平均延迟最大）',
    tipIsSat: '饱和点（达到最高 IOPS 的 ≥ 90 % 的最低负载）',
    qdAxis: '队列深度（每个作业）',
    jobsAxis: '作业数（numjobs）',
    iopsLine: 'IOPS · 作业数={jobs}',
    latLine: '平均 {kind} · 作业数={jobs}',
    scalingNote: '每个作业数一条线；每个点为一次运行',
    heatNote: '每格为一次运行；空格表示未运行',
    compareNote: '每块盘一种颜色；实线：平均延迟，虚线：p99；作业数 = {jobs}',
  },
  ru: {
    xIops: 'Достигнутые IOPS',
    xBw: 'Достигнутая пропускная способность',
    yLat: 'Задержка',
    yLatLog: 'Задержка, логарифмическая шкала',
    meanLine: 'средняя {kind} · заданий={jobs}',
    p99Line: '{kind} p99 · заданий={jobs}',
    jobsLine: 'заданий: {n}',
    knee: 'излом',
    saturation: 'насыщение',
    capIops: 'заявленный предел IOPS',
    capBw: 'заявленный предел пропускной способности',
    capInstIops: 'предел IOPS инстанса ({name})',
    capInstBw: 'предел пропускной способности инстанса ({name})',
    binds: '{cap} (ограничивает)',
    notSaturated:
      'нет насыщения при QD×заданий = {n}: наибольшая нагрузка дала {pct} % ограничивающего предела',
    capReached: 'при QD×заданий = {n} диск достиг {pct} % ограничивающего предела',
    noCaps: 'линий пределов нет: {why}',
    rules:
      'Каждая точка — один прогон при QD × заданий (если точку прогоняли несколько раз — прогон с медианными IOPS). Насыщение: наименьшее QD×заданий, дающее ≥ 90 % наибольших IOPS кривой. Излом: точка с наибольшим IOPS ÷ средняя задержка (нужно ≥ 3 точек). Подсказки: предельная цена Δ средней задержки ÷ Δ IOPS от предыдущей глубины очереди при том же числе заданий и закон Литтла (IOPS × средняя задержка ÷ QD×заданий). Пределы: кривая из вида «Ожидаемое» при этом размере блока и доле чтения; ограничивает наименьший.',
    tipPoint: 'QD {qd} × заданий {jobs} = запрошено {load} I/O',
    tipValues: '{iops} IOPS · {bw} · средняя {kind} {lat}',
    tipP99: '{kind} p99 {v}',
    tipMarginal: 'от {from}: Δ задержки {dlat} при Δ IOPS {diops} = {cost} мкс на 1 000 IOPS',
    tipMarginalFlat: 'от {from}: Δ задержки {dlat} без прироста IOPS (Δ IOPS {diops})',
    tipLittle: 'Закон Литтла: в полёте {inflight} ÷ QD×заданий {depth} = {ratio} ({lat})',
    tipLittleSkip: 'Закон Литтла: {why}',
    tipStarted: 'начат {t}, шёл {s} с',
    tipEnded: 'завершён {t}, шёл {s} с',
    tipAfterBurst:
      'после всплеска: корзина кредитов, рассчитанная по времени прогонов сессии, вероятно, пуста (верхняя граница вердикта близка к базовой)',
    afterBurstNote: 'точек после всплеска: {n} (полые маркеры)',
    tipStartEstimate: 'начат ≈ {t} (конец − ramp_time − runtime)',
    tipRuns: 'в этой точке прогонов: {n} ({stat}); значения представительного прогона (медианные IOPS)',
    tipIsKnee: 'излом кривой (наибольшее IOPS ÷ средняя задержка)',
    tipIsSat: 'насыщение (наименьшая нагрузка с ≥ 90 % наибольших IOPS)',
    qdAxis: 'Глубина очереди (на задание)',
    jobsAxis: 'Заданий (numjobs)',
    iopsLine: 'IOPS · заданий={jobs}',
    latLine: 'средняя {kind} · заданий={jobs}',
    scalingNote: 'по линии на каждое число заданий; каждая точка — один прогон',
    heatNote: 'каждая клетка — один прогон; пустые клетки не прогонялись',
    compareNote: 'по цвету на диск; сплошная: средняя задержка, пунктир: p99; заданий = {jobs}',
  },
};
