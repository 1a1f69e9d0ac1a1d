// The built-in curves' names in English, Simplified Chinese and Russian, keyed by curve id. The
// catalogue files (data/expected/*.json) keep one English `name` per curve and stay the single
// source of figures and dates; this file holds only words: each curve's product name as the vendor
// writes it in each language, and its era as structured parts ("formula of {year}", "until
// {validTo}") that src/charts/curve-name.ts turns into words of the page language, taking the
// dates from the curve's own fields where they are the era's bounds.
//
// Product names: the vendor's official Chinese name where it has one (Alibaba, Tencent, Huawei and
// UCloud name their disks in Chinese first; Azure, AWS and Google in their Chinese docs). Russian
// keeps the vendor's English product name: none of these vendors publishes a Russian one.
import type { Lang } from '../i18n';

/** The words an era is made of; each has a phrase in every language (src/charts/curve-name.ts). */
export const ERA_WORDS = [
  'formula',
  'launchFormula',
  'intermediateFormula',
  'currentFormula',
  'current',
  'doc',
  'docOnward',
  'docs',
  'newerApi',
  'untilCited',
  'onward',
  'minimum',
  'previousGeneration',
  'olderGeneration',
  'table',
  'preview',
  'year',
  'until',
  'from',
  'beforeBaseline',
  'copy',
  'tiers',
  'betaZone',
  'region',
  'between',
] as const;
export type EraWord = (typeof ERA_WORDS)[number];

/**
 * One part of a curve's era or variant. `date` is given only where the name's date is not one of
 * the curve's bounds: `until` and `beforeBaseline` read `validTo`, `from` and `onward` read
 * `validFrom`, `formula` and `launchFormula` the year in the curve id (`@2016`).
 */
export interface EraPart {
  word: EraWord;
  date?: string;
  /** The second date of a range ("2020-12 to 2023 docs"). */
  to?: string;
  /** A size ("500 GiB minimum"), a tier letter ("E") or a region id, written as is. */
  value?: string;
}

export interface CurveName {
  /** The product as the vendor names it in each language. */
  product: Record<Lang, string>;
  /** Era and variant parts, in reading order. */
  parts?: EraPart[];
}

/** The same product name in every language (a type code such as gp2, or an English-only name). */
const same = (name: string): Record<Lang, string> => ({ en: name, zh: name, ru: name });
/** An English (and Russian) name and the vendor's Chinese one. */
const zhName = (en: string, zh: string): Record<Lang, string> => ({ en, zh, ru: en });
/** A Chinese-first product: its English description with the Chinese name, and the name alone in Chinese. */
const zhFirst = (en: string, zh: string): Record<Lang, string> => ({
  en: `${en} (${zh})`,
  zh,
  ru: `${en} (${zh})`,
});

/** The provider names of the built-in files, in each language. */
export const PROVIDER_NAMES: Record<string, Record<Lang, string>> = {
  alibaba: zhName('Alibaba Cloud', '阿里云'),
  aws: zhName('AWS EBS', 'AWS EBS'),
  azure: zhName('Azure Managed Disks', 'Azure 托管磁盘'),
  gcp: zhName('Google Cloud Compute Engine', 'Google Cloud Compute Engine'),
  huawei: zhName('Huawei Cloud', '华为云'),
  tencent: zhName('Tencent Cloud', '腾讯云'),
  ucloud: zhName('UCloud', 'UCloud 优刻得'),
};

const ultraDisk = zhFirst('Ultra disk', '高效云盘');
const aliSsd = zhFirst('Standard SSD', 'SSD 云盘');
const essd = (pl: string) => zhName(`ESSD ${pl}`, `ESSD 云盘 ${pl}`);
const autoPl = zhName('ESSD AutoPL', 'ESSD AutoPL 云盘');
const premium = zhFirst('Premium cloud disk', '高性能云硬盘');
const tcSsd = zhFirst('SSD cloud disk', 'SSD 云硬盘');
const azPremium = zhName('Premium SSD', '高级 SSD');
const azStandard = zhName('Standard SSD', '标准 SSD');
const azPremiumV2 = zhName('Premium SSD v2', '高级 SSD v2');
const azUltra = zhName('Ultra Disk', '超级磁盘');
const pd = (type: string) => zhName(`Persistent Disk: ${type}`, `永久性磁盘：${type}`);
const hwExtreme = zhName('Extreme SSD', '极速型 SSD');
const hwUltraHigh = zhName('Ultra-high I/O', '超高 IO');
const hwHigh = zhName('High I/O', '高 IO');

const y = (word: EraWord, date?: string): EraPart => (date ? { word, date } : { word });

export const CURVE_NAMES: Record<string, CurveName> = {
  'alibaba/cloud_efficiency@2016': { product: ultraDisk, parts: [y('formula')] },
  'alibaba/cloud_efficiency@current': { product: ultraDisk, parts: [y('currentFormula')] },
  'alibaba/cloud_ssd@2016': { product: aliSsd, parts: [y('formula')] },
  'alibaba/cloud_ssd@intermediate': { product: aliSsd, parts: [y('intermediateFormula')] },
  'alibaba/cloud_ssd@current': { product: aliSsd, parts: [y('currentFormula')] },
  'alibaba/cloud_essd_pl0': { product: essd('PL0') },
  'alibaba/cloud_essd_pl1': { product: essd('PL1') },
  'alibaba/cloud_essd_pl2': { product: essd('PL2') },
  'alibaba/cloud_essd_pl3': { product: essd('PL3') },
  'alibaba/essd_zone_redundant': { product: zhName('ESSD (zone-redundant)', 'ESSD 同城冗余云盘') },
  'alibaba/cloud_essd_entry': { product: zhName('ESSD Entry', 'ESSD Entry 云盘') },
  'alibaba/cloud_auto@2024-11': { product: autoPl, parts: [y('copy', '2024-11')] },
  'alibaba/cloud_auto@current': { product: autoPl, parts: [y('current')] },

  'aws/gp2@2018-02': { product: same('gp2'), parts: [y('doc', '2018-02')] },
  'aws/gp2@2018-12': { product: same('gp2'), parts: [y('doc', '2018-12')] },
  'aws/gp2@2022-08': { product: same('gp2'), parts: [y('docOnward', '2022-08')] },
  'aws/gp3@2020-12': { product: same('gp3'), parts: [{ word: 'docs', date: '2020-12', to: '2023' }] },
  'aws/gp3@2025-09': { product: same('gp3'), parts: [y('newerApi')] },
  'aws/io1@2017': { product: same('io1'), parts: [y('untilCited', '2017-12')] },
  'aws/io1@2018-02': { product: same('io1'), parts: [y('doc', '2018-02')] },
  'aws/io1@2018-12': { product: same('io1'), parts: [y('onward')] },
  'aws/io2': { product: same('io2') },
  'aws/io2_block_express': { product: same('io2 Block Express') },
  'aws/st1@2018': { product: same('st1'), parts: [{ word: 'minimum', value: '500 GiB' }] },
  'aws/st1@2020-12': { product: same('st1'), parts: [{ word: 'minimum', value: '125 GiB' }] },
  'aws/sc1@2018': { product: same('sc1'), parts: [{ word: 'minimum', value: '500 GiB' }] },
  'aws/sc1@2020-12': { product: same('sc1'), parts: [{ word: 'minimum', value: '125 GiB' }] },
  'aws/standard': { product: zhName('Magnetic', '磁介质'), parts: [y('previousGeneration')] },

  'azure/premium_ssd': { product: azPremium, parts: [{ word: 'tiers', value: 'P' }] },
  'azure/standard_ssd@2019': {
    product: azStandard,
    parts: [{ word: 'tiers', value: 'E' }, y('table', '2019')],
  },
  'azure/standard_ssd@2020': {
    product: azStandard,
    parts: [{ word: 'tiers', value: 'E' }, y('table', '2020')],
  },
  'azure/standard_ssd@2023': {
    product: azStandard,
    parts: [{ word: 'tiers', value: 'E' }, y('table', '2023')],
  },
  'azure/premium_ssd_v2@2022': { product: azPremiumV2, parts: [y('preview', '2022')] },
  'azure/premium_ssd_v2@2023': { product: azPremiumV2, parts: [{ word: 'docs', date: '2023', to: '2025' }] },
  'azure/premium_ssd_v2@current': { product: azPremiumV2, parts: [y('current')] },
  'azure/ultra@2022': { product: azUltra, parts: [y('year', '2022')] },
  'azure/ultra@current': { product: azUltra, parts: [y('current')] },

  'gcp/pd-standard': { product: pd('pd-standard') },
  'gcp/pd-balanced': { product: pd('pd-balanced') },
  'gcp/pd-balanced@2020': { product: pd('pd-balanced'), parts: [y('beforeBaseline')] },
  'gcp/pd-ssd': { product: pd('pd-ssd') },
  'gcp/pd-ssd@before-baseline': { product: pd('pd-ssd'), parts: [y('beforeBaseline')] },
  'gcp/pd-extreme': { product: pd('pd-extreme') },
  'gcp/hyperdisk-balanced': { product: same('Hyperdisk Balanced') },
  'gcp/hyperdisk-extreme': { product: same('Hyperdisk Extreme') },
  'gcp/hyperdisk-throughput@2023': { product: same('Hyperdisk Throughput'), parts: [y('until')] },
  'gcp/hyperdisk-throughput@2025-08-05': { product: same('Hyperdisk Throughput'), parts: [y('from')] },
  'gcp/hyperdisk-ml': { product: same('Hyperdisk ML') },

  'huawei/essd': { product: hwExtreme },
  'huawei/ssd': { product: hwUltraHigh },
  'huawei/gpssd': { product: zhName('General Purpose SSD', '通用型 SSD') },
  'huawei/sas': { product: hwHigh },
  'huawei/sas@my-kualalumpur-1': { product: hwHigh, parts: [{ word: 'region', value: 'my-kualalumpur-1' }] },
  'huawei/ssd@my-kualalumpur-1': {
    product: hwUltraHigh,
    parts: [{ word: 'region', value: 'my-kualalumpur-1' }],
  },
  'huawei/common_io@eu-west-0': {
    product: zhName('Common I/O', '普通 IO'),
    parts: [{ word: 'region', value: 'eu-west-0' }, y('olderGeneration')],
  },
  'huawei/ssd@eu-west-0': {
    product: hwUltraHigh,
    parts: [{ word: 'region', value: 'eu-west-0' }, y('olderGeneration')],
  },
  'huawei/essd@eu-west-0': {
    product: hwExtreme,
    parts: [{ word: 'region', value: 'eu-west-0' }, y('olderGeneration')],
  },
  'huawei/gpssd2': { product: zhName('General Purpose SSD V2', '通用型 SSD V2') },
  'huawei/essd2': { product: zhName('Extreme SSD V2', '极速型 SSD V2') },

  'tencent/cloud_premium@2016': { product: premium, parts: [y('launchFormula')] },
  'tencent/cloud_premium@intermediate': { product: premium, parts: [y('intermediateFormula')] },
  'tencent/cloud_premium@current': { product: premium, parts: [y('currentFormula')] },
  'tencent/cloud_ssd@2016': { product: tcSsd, parts: [y('formula')] },
  'tencent/cloud_ssd@intermediate': { product: tcSsd, parts: [y('intermediateFormula')] },
  'tencent/cloud_ssd@current': { product: tcSsd, parts: [y('currentFormula')] },
  'tencent/cloud_hssd': { product: zhFirst('Enhanced SSD', '增强型 SSD 云硬盘') },
  'tencent/cloud_tssd': { product: zhFirst('Tremendous / Ultra SSD', '极速型 SSD 云硬盘') },

  'ucloud/rssd': { product: zhFirst('RSSD cloud disk', 'RSSD 云盘') },
  'ucloud/ssd': { product: zhFirst('SSD cloud disk', 'SSD 云盘') },
  'ucloud/essd': { product: zhFirst('ESSD cloud disk', 'ESSD 云盘'), parts: [{ word: 'betaZone' }] },
  'ucloud/hdd': { product: zhFirst('HDD cloud disk', '普通云盘') },
};
