// Highcharts' own words (its `lang` options) in every language of the page: the export menu, the
// zoom button and the screen-reader texts ("Bar chart with 2 data series", "Data ranges from … to …")
// that Highcharts otherwise writes in English. Chinese follows Highcharts' zh-CN language pack; the
// pack is not used as is because it sets the words for every chart on the page at once, and the
// language here is chosen per chart. Keys are the dotted paths of Highcharts' `lang` options.
import type { LangOptions } from 'highcharts';
import { LANG_INFO, type Dict, type Lang } from '../i18n';

export type HighchartsLangKey =
  | 'viewFullscreen'
  | 'exitFullscreen'
  | 'downloadPNG'
  | 'downloadSVG'
  | 'downloadCSV'
  | 'contextButtonTitle'
  | 'loading'
  | 'resetZoom'
  | 'resetZoomTitle'
  | 'exportInProgress'
  | 'exportData.categoryHeader'
  | 'exportData.categoryDatetimeHeader'
  | 'accessibility.defaultChartTitle'
  | 'accessibility.chartContainerLabel'
  | 'accessibility.svgContainerLabel'
  | 'accessibility.screenReaderSection.endOfChartMarker'
  | 'accessibility.legend.legendLabelNoTitle'
  | 'accessibility.legend.legendLabel'
  | 'accessibility.legend.legendItem'
  | 'accessibility.zoom.resetZoomButton'
  | 'accessibility.table.viewAsDataTableButtonText'
  | 'accessibility.table.tableSummary'
  | 'accessibility.chartTypes.emptyChart'
  | 'accessibility.chartTypes.combinationChart'
  | 'accessibility.chartTypes.defaultSingle'
  | 'accessibility.chartTypes.defaultMultiple'
  | 'accessibility.chartTypes.lineSingle'
  | 'accessibility.chartTypes.lineMultiple'
  | 'accessibility.chartTypes.columnSingle'
  | 'accessibility.chartTypes.columnMultiple'
  | 'accessibility.chartTypes.barSingle'
  | 'accessibility.chartTypes.barMultiple'
  | 'accessibility.chartTypes.scatterSingle'
  | 'accessibility.chartTypes.scatterMultiple'
  | 'accessibility.axis.xAxisDescriptionSingular'
  | 'accessibility.axis.xAxisDescriptionPlural'
  | 'accessibility.axis.yAxisDescriptionSingular'
  | 'accessibility.axis.yAxisDescriptionPlural'
  | 'accessibility.axis.timeRangeDays'
  | 'accessibility.axis.timeRangeHours'
  | 'accessibility.axis.timeRangeMinutes'
  | 'accessibility.axis.timeRangeSeconds'
  | 'accessibility.axis.rangeFromTo'
  | 'accessibility.axis.rangeCategories'
  | 'accessibility.axis.defaultAxisNames.categories'
  | 'accessibility.axis.defaultAxisNames.time'
  | 'accessibility.axis.defaultAxisNames.values'
  | 'accessibility.exporting.chartMenuLabel'
  | 'accessibility.exporting.menuButtonLabel'
  | 'accessibility.series.summary.default'
  | 'accessibility.series.summary.defaultCombination'
  | 'accessibility.series.summary.line'
  | 'accessibility.series.summary.lineCombination'
  | 'accessibility.series.summary.column'
  | 'accessibility.series.summary.columnCombination'
  | 'accessibility.series.summary.bar'
  | 'accessibility.series.summary.barCombination'
  | 'accessibility.series.summary.scatter'
  | 'accessibility.series.summary.scatterCombination'
  | 'accessibility.series.xAxisDescription'
  | 'accessibility.series.yAxisDescription'
  | 'accessibility.series.nullPointValue';

export const HIGHCHARTS_LANG: Dict<HighchartsLangKey> = {
  en: {
    viewFullscreen: 'View in full screen',
    exitFullscreen: 'Exit from full screen',
    downloadPNG: 'Download PNG image',
    downloadSVG: 'Download SVG vector image',
    downloadCSV: 'Download CSV',
    contextButtonTitle: 'Chart context menu',
    loading: 'Loading...',
    resetZoom: 'Reset zoom',
    resetZoomTitle: 'Reset zoom level 1:1',
    exportInProgress: 'Exporting...',
    'exportData.categoryHeader': 'Category',
    'exportData.categoryDatetimeHeader': 'DateTime',
    'accessibility.defaultChartTitle': 'Chart',
    'accessibility.chartContainerLabel': '{title}. Highcharts interactive chart.',
    'accessibility.svgContainerLabel': 'Interactive chart',
    'accessibility.screenReaderSection.endOfChartMarker': 'End of interactive chart.',
    'accessibility.legend.legendLabelNoTitle': 'Toggle series visibility, {chartTitle}',
    'accessibility.legend.legendLabel': 'Chart legend: {legendTitle}',
    'accessibility.legend.legendItem': 'Show {itemName}',
    'accessibility.zoom.resetZoomButton': 'Reset zoom',
    'accessibility.table.viewAsDataTableButtonText': 'View as data table, {chartTitle}',
    'accessibility.table.tableSummary': 'Table representation of chart.',
    'accessibility.chartTypes.emptyChart': 'Empty chart',
    'accessibility.chartTypes.combinationChart': 'Combination chart with {numSeries} data series.',
    'accessibility.chartTypes.defaultSingle':
      'Chart with {numPoints} data {#eq numPoints 1}point{else}points{/eq}.',
    'accessibility.chartTypes.defaultMultiple': 'Chart with {numSeries} data series.',
    'accessibility.chartTypes.lineSingle':
      'Line chart with {numPoints} data {#eq numPoints 1}point{else}points{/eq}.',
    'accessibility.chartTypes.lineMultiple': 'Line chart with {numSeries} lines.',
    'accessibility.chartTypes.columnSingle':
      'Bar chart with {numPoints} {#eq numPoints 1}bar{else}bars{/eq}.',
    'accessibility.chartTypes.columnMultiple': 'Bar chart with {numSeries} data series.',
    'accessibility.chartTypes.barSingle': 'Bar chart with {numPoints} {#eq numPoints 1}bar{else}bars{/eq}.',
    'accessibility.chartTypes.barMultiple': 'Bar chart with {numSeries} data series.',
    'accessibility.chartTypes.scatterSingle':
      'Scatter chart with {numPoints} {#eq numPoints 1}point{else}points{/eq}.',
    'accessibility.chartTypes.scatterMultiple': 'Scatter chart with {numSeries} data series.',
    'accessibility.axis.xAxisDescriptionSingular':
      'The chart has 1 X axis displaying {names[0]}. {ranges[0]}',
    'accessibility.axis.xAxisDescriptionPlural':
      'The chart has {numAxes} X axes displaying {#each names}{#unless @first},{/unless}{#if @last} and{/if} {this}{/each}.',
    'accessibility.axis.yAxisDescriptionSingular':
      'The chart has 1 Y axis displaying {names[0]}. {ranges[0]}',
    'accessibility.axis.yAxisDescriptionPlural':
      'The chart has {numAxes} Y axes displaying {#each names}{#unless @first},{/unless}{#if @last} and{/if} {this}{/each}.',
    'accessibility.axis.timeRangeDays': 'Data range: {range} days.',
    'accessibility.axis.timeRangeHours': 'Data range: {range} hours.',
    'accessibility.axis.timeRangeMinutes': 'Data range: {range} minutes.',
    'accessibility.axis.timeRangeSeconds': 'Data range: {range} seconds.',
    'accessibility.axis.rangeFromTo': 'Data ranges from {rangeFrom} to {rangeTo}.',
    'accessibility.axis.rangeCategories': 'Data range: {numCategories} categories.',
    'accessibility.axis.defaultAxisNames.categories': 'categories',
    'accessibility.axis.defaultAxisNames.time': 'Time',
    'accessibility.axis.defaultAxisNames.values': 'values',
    'accessibility.exporting.chartMenuLabel': 'Chart menu',
    'accessibility.exporting.menuButtonLabel': 'View chart context menu, {chartTitle}',
    'accessibility.series.summary.default':
      '{series.name}, series {seriesNumber} of {chart.series.length} with {series.points.length} data {#eq series.points.length 1}point{else}points{/eq}.',
    'accessibility.series.summary.defaultCombination':
      '{series.name}, series {seriesNumber} of {chart.series.length} with {series.points.length} data {#eq series.points.length 1}point{else}points{/eq}.',
    'accessibility.series.summary.line':
      '{series.name}, line {seriesNumber} of {chart.series.length} with {series.points.length} data {#eq series.points.length 1}point{else}points{/eq}.',
    'accessibility.series.summary.lineCombination':
      '{series.name}, series {seriesNumber} of {chart.series.length}. Line with {series.points.length} data {#eq series.points.length 1}point{else}points{/eq}.',
    'accessibility.series.summary.column':
      '{series.name}, bar series {seriesNumber} of {chart.series.length} with {series.points.length} {#eq series.points.length 1}bar{else}bars{/eq}.',
    'accessibility.series.summary.columnCombination':
      '{series.name}, series {seriesNumber} of {chart.series.length}. Bar series with {series.points.length} {#eq series.points.length 1}bar{else}bars{/eq}.',
    'accessibility.series.summary.bar':
      '{series.name}, bar series {seriesNumber} of {chart.series.length} with {series.points.length} {#eq series.points.length 1}bar{else}bars{/eq}.',
    'accessibility.series.summary.barCombination':
      '{series.name}, series {seriesNumber} of {chart.series.length}. Bar series with {series.points.length} {#eq series.points.length 1}bar{else}bars{/eq}.',
    'accessibility.series.summary.scatter':
      '{series.name}, scatter plot {seriesNumber} of {chart.series.length} with {series.points.length} {#eq series.points.length 1}point{else}points{/eq}.',
    'accessibility.series.summary.scatterCombination':
      '{series.name}, series {seriesNumber} of {chart.series.length}, scatter plot with {series.points.length} {#eq series.points.length 1}point{else}points{/eq}.',
    'accessibility.series.xAxisDescription': 'X axis, {name}',
    'accessibility.series.yAxisDescription': 'Y axis, {name}',
    'accessibility.series.nullPointValue': 'No value',
  },
  zh: {
    viewFullscreen: '全屏查看',
    exitFullscreen: '退出全屏',
    downloadPNG: '下载 PNG 图片',
    downloadSVG: '下载 SVG 矢量图像',
    downloadCSV: '下载 CSV',
    contextButtonTitle: '图表上下文菜单',
    loading: '加载中…',
    resetZoom: '重置缩放',
    resetZoomTitle: '重置缩放级别 1:1',
    exportInProgress: '正在导出…',
    'exportData.categoryHeader': '类别',
    'exportData.categoryDatetimeHeader': '日期时间',
    'accessibility.defaultChartTitle': '图表',
    'accessibility.chartContainerLabel': '{title}. Highcharts 交互式图表。',
    'accessibility.svgContainerLabel': '交互式图表',
    'accessibility.screenReaderSection.endOfChartMarker': '交互式图表结束。',
    'accessibility.legend.legendLabelNoTitle': '切换系列可见性, {chartTitle}',
    'accessibility.legend.legendLabel': '图表图例: {legendTitle}',
    'accessibility.legend.legendItem': '显示 {itemName}',
    'accessibility.zoom.resetZoomButton': '重置缩放',
    'accessibility.table.viewAsDataTableButtonText': '以数据表形式查看, {chartTitle}',
    'accessibility.table.tableSummary': '图表的表格表示。',
    'accessibility.chartTypes.emptyChart': '空图表',
    'accessibility.chartTypes.combinationChart': '含有 {numSeries} 个数据系列的组合图表。',
    'accessibility.chartTypes.defaultSingle': '含有 {numPoints} 个数据点的图表。',
    'accessibility.chartTypes.defaultMultiple': '含有 {numSeries} 个数据系列的图表。',
    'accessibility.chartTypes.lineSingle': '含有 {numPoints} 个数据点的折线图。',
    'accessibility.chartTypes.lineMultiple': '含有 {numSeries} 条折线的折线图。',
    'accessibility.chartTypes.columnSingle': '含有 {numPoints}个柱状数据列的柱状图。',
    'accessibility.chartTypes.columnMultiple': '含有 {numSeries} 个数据系列的柱状图。',
    'accessibility.chartTypes.barSingle': '含有 {numPoints} 个柱状数据行的条形图。',
    'accessibility.chartTypes.barMultiple': '含有 {numSeries} 个数据系列的条形图。',
    'accessibility.chartTypes.scatterSingle': '含有 {numPoints} 个点的散点图。',
    'accessibility.chartTypes.scatterMultiple': '含有 {numSeries} 个数据系列的散点图。',
    'accessibility.axis.xAxisDescriptionSingular': '图表有1个X轴显示 {names[0]}. {ranges[0]}',
    'accessibility.axis.xAxisDescriptionPlural':
      '图表有 {numAxes} 个X轴显示 {#each names}{#unless @first},{/unless}{#if @last}和{/if} {this}{/each}。',
    'accessibility.axis.yAxisDescriptionSingular': '图表有1个Y轴显示 {names[0]}. {ranges[0]}',
    'accessibility.axis.yAxisDescriptionPlural':
      '图表有 {numAxes} 个Y轴显示 {#each names}{#unless @first},{/unless}{#if @last}和{/if} {this}{/each}。',
    'accessibility.axis.timeRangeDays': '数据范围：{range} 天。',
    'accessibility.axis.timeRangeHours': '数据范围：{range} 小时。',
    'accessibility.axis.timeRangeMinutes': '数据范围：{range} 分钟。',
    'accessibility.axis.timeRangeSeconds': '数据范围：{range} 秒。',
    'accessibility.axis.rangeFromTo': '数据范围从 {rangeFrom} 到 {rangeTo}。',
    'accessibility.axis.rangeCategories': '数据范围：{numCategories} 个类别。',
    'accessibility.axis.defaultAxisNames.categories': '类别',
    'accessibility.axis.defaultAxisNames.time': '时间',
    'accessibility.axis.defaultAxisNames.values': '值',
    'accessibility.exporting.chartMenuLabel': '图表菜单',
    'accessibility.exporting.menuButtonLabel': '查看图表上下文菜单, {chartTitle}',
    'accessibility.series.summary.default':
      '{series.name}，是{chart.series.length}个图表数据系列中的第{seriesNumber}个， 有 {series.points.length} 个数据点。',
    'accessibility.series.summary.defaultCombination':
      '{series.name}，是{chart.series.length}个图表数据系列中的第{seriesNumber}个， 有 {series.points.length} 个数据点。',
    'accessibility.series.summary.line':
      '{series.name}，是{chart.series.length}个折线图数据系列中的第{seriesNumber}个， 有 {series.points.length} 个数据点。',
    'accessibility.series.summary.lineCombination':
      '{series.name}，是{chart.series.length}个图数据系列中的第{seriesNumber}个， 折线图有 {series.points.length} 个数据点。',
    'accessibility.series.summary.column':
      '{series.name}，是{chart.series.length}个柱状图数据系列中的第{seriesNumber}个， 有 {series.points.length} 个数据点。',
    'accessibility.series.summary.columnCombination':
      '{series.name}，是{chart.series.length}个图数据系列中的第{seriesNumber}个， 柱状图有 {series.points.length} 个数据点。',
    'accessibility.series.summary.bar':
      '{series.name}，是{chart.series.length}个柱状图数据系列中的第{seriesNumber}个， 有 {series.points.length} 个数据点。',
    'accessibility.series.summary.barCombination':
      '{series.name}，是{chart.series.length}个图数据系列中的第{seriesNumber}个， 柱状图有 {series.points.length} 个数据点。',
    'accessibility.series.summary.scatter':
      '{series.name}，是{chart.series.length}个散点图数据系列中的第{seriesNumber}个， 有 {series.points.length} 个数据点。',
    'accessibility.series.summary.scatterCombination':
      '{series.name}，是{chart.series.length}个图数据系列中的第{seriesNumber}个， 散点图有 {series.points.length} 个数据点。',
    'accessibility.series.xAxisDescription': 'X轴, {name}',
    'accessibility.series.yAxisDescription': 'Y轴, {name}',
    'accessibility.series.nullPointValue': '无值',
  },
  ru: {
    viewFullscreen: 'Во весь экран',
    exitFullscreen: 'Выйти из полноэкранного режима',
    downloadPNG: 'Скачать PNG',
    downloadSVG: 'Скачать SVG (вектор)',
    downloadCSV: 'Скачать CSV',
    contextButtonTitle: 'Меню графика',
    loading: 'Загрузка…',
    resetZoom: 'Сбросить масштаб',
    resetZoomTitle: 'Вернуть масштаб 1:1',
    exportInProgress: 'Экспорт…',
    'exportData.categoryHeader': 'Категория',
    'exportData.categoryDatetimeHeader': 'Дата и время',
    'accessibility.defaultChartTitle': 'График',
    'accessibility.chartContainerLabel': '{title}. Интерактивный график Highcharts.',
    'accessibility.svgContainerLabel': 'Интерактивный график',
    'accessibility.screenReaderSection.endOfChartMarker': 'Конец интерактивного графика.',
    'accessibility.legend.legendLabelNoTitle': 'Показать или скрыть ряды, {chartTitle}',
    'accessibility.legend.legendLabel': 'Легенда графика: {legendTitle}',
    'accessibility.legend.legendItem': 'Показать {itemName}',
    'accessibility.zoom.resetZoomButton': 'Сбросить масштаб',
    'accessibility.table.viewAsDataTableButtonText': 'Показать как таблицу, {chartTitle}',
    'accessibility.table.tableSummary': 'Таблица данных графика.',
    'accessibility.chartTypes.emptyChart': 'Пустой график',
    'accessibility.chartTypes.combinationChart': 'Комбинированный график, рядов данных: {numSeries}.',
    'accessibility.chartTypes.defaultSingle': 'График, точек данных: {numPoints}.',
    'accessibility.chartTypes.defaultMultiple': 'График, рядов данных: {numSeries}.',
    'accessibility.chartTypes.lineSingle': 'Линейный график, точек данных: {numPoints}.',
    'accessibility.chartTypes.lineMultiple': 'Линейный график, линий: {numSeries}.',
    'accessibility.chartTypes.columnSingle': 'Столбчатая диаграмма, столбцов: {numPoints}.',
    'accessibility.chartTypes.columnMultiple': 'Столбчатая диаграмма, рядов данных: {numSeries}.',
    'accessibility.chartTypes.barSingle': 'Линейчатая диаграмма, полос: {numPoints}.',
    'accessibility.chartTypes.barMultiple': 'Линейчатая диаграмма, рядов данных: {numSeries}.',
    'accessibility.chartTypes.scatterSingle': 'Точечная диаграмма, точек: {numPoints}.',
    'accessibility.chartTypes.scatterMultiple': 'Точечная диаграмма, рядов данных: {numSeries}.',
    'accessibility.axis.xAxisDescriptionSingular': 'На графике 1 ось X: {names[0]}. {ranges[0]}',
    'accessibility.axis.xAxisDescriptionPlural':
      'Осей X на графике: {numAxes}: {#each names}{#unless @first},{/unless}{#if @last} и{/if} {this}{/each}.',
    'accessibility.axis.yAxisDescriptionSingular': 'На графике 1 ось Y: {names[0]}. {ranges[0]}',
    'accessibility.axis.yAxisDescriptionPlural':
      'Осей Y на графике: {numAxes}: {#each names}{#unless @first},{/unless}{#if @last} и{/if} {this}{/each}.',
    'accessibility.axis.timeRangeDays': 'Диапазон данных: {range} сут.',
    'accessibility.axis.timeRangeHours': 'Диапазон данных: {range} ч.',
    'accessibility.axis.timeRangeMinutes': 'Диапазон данных: {range} мин.',
    'accessibility.axis.timeRangeSeconds': 'Диапазон данных: {range} с.',
    'accessibility.axis.rangeFromTo': 'Данные от {rangeFrom} до {rangeTo}.',
    'accessibility.axis.rangeCategories': 'Диапазон данных: категорий — {numCategories}.',
    'accessibility.axis.defaultAxisNames.categories': 'категории',
    'accessibility.axis.defaultAxisNames.time': 'Время',
    'accessibility.axis.defaultAxisNames.values': 'значения',
    'accessibility.exporting.chartMenuLabel': 'Меню графика',
    'accessibility.exporting.menuButtonLabel': 'Открыть меню графика, {chartTitle}',
    'accessibility.series.summary.default':
      '{series.name}, ряд {seriesNumber} из {chart.series.length}, точек данных: {series.points.length}.',
    'accessibility.series.summary.defaultCombination':
      '{series.name}, ряд {seriesNumber} из {chart.series.length}, точек данных: {series.points.length}.',
    'accessibility.series.summary.line':
      '{series.name}, линия {seriesNumber} из {chart.series.length}, точек данных: {series.points.length}.',
    'accessibility.series.summary.lineCombination':
      '{series.name}, ряд {seriesNumber} из {chart.series.length}. Линия, точек данных: {series.points.length}.',
    'accessibility.series.summary.column':
      '{series.name}, ряд столбцов {seriesNumber} из {chart.series.length}, столбцов: {series.points.length}.',
    'accessibility.series.summary.columnCombination':
      '{series.name}, ряд {seriesNumber} из {chart.series.length}. Столбцы: {series.points.length}.',
    'accessibility.series.summary.bar':
      '{series.name}, ряд полос {seriesNumber} из {chart.series.length}, полос: {series.points.length}.',
    'accessibility.series.summary.barCombination':
      '{series.name}, ряд {seriesNumber} из {chart.series.length}. Полосы: {series.points.length}.',
    'accessibility.series.summary.scatter':
      '{series.name}, точечный ряд {seriesNumber} из {chart.series.length}, точек: {series.points.length}.',
    'accessibility.series.summary.scatterCombination':
      '{series.name}, ряд {seriesNumber} из {chart.series.length}, точечный, точек: {series.points.length}.',
    'accessibility.series.xAxisDescription': 'Ось X, {name}',
    'accessibility.series.yAxisDescription': 'Ось Y, {name}',
    'accessibility.series.nullPointValue': 'Нет значения',
  },
};

/**
 * The `lang` options of a chart in `lang`: the words above as Highcharts' nested options, and the
 * locale, so Highcharts formats axis labels and screen-reader numbers the way the reader writes them.
 */
export function highchartsLang(lang: Lang): LangOptions {
  const out: Record<string, unknown> = { locale: LANG_INFO[lang].tag };
  for (const [path, text] of Object.entries(HIGHCHARTS_LANG[lang])) {
    const parts = path.split('.');
    let at = out;
    for (const p of parts.slice(0, -1)) at = (at[p] ??= {}) as Record<string, unknown>;
    at[parts[parts.length - 1]!] = text;
  }
  return out as LangOptions;
}
