// What is known about a disk beyond its results: the run date and where it came from, the VM,
// region, OS, price and source (from disk.json, PTS .options or the results). Every value is text
// from a file, so it is rendered as text; a source address is a link only when it is http(s).
import { DISK_FACT_KEYS, type DiskFactKey } from '../../model/disk-facts';
import type { Disk } from '../../model/types';
import { diskStrings, type DiskKey } from './strings';
import { useStrings } from '../common/use-strings';

/** The names `dateSource` takes (model/disk-facts.ts), said in words. */
const DATE_SOURCE_KEYS: Record<string, DiskKey> = {
  'disk.json': 'dateFromDiskJson',
  'pts-options': 'dateFromPtsOptions',
  results: 'dateFromResults',
};

export function DiskFacts({ disk }: { disk: Disk }) {
  const t = useStrings(diskStrings);
  const facts = DISK_FACT_KEYS.flatMap((k) => {
    const v = disk.metadata[k];
    return v === undefined || v === '' ? [] : [[k, v] as [DiskFactKey, string]];
  });
  if (facts.length === 0) return null;
  return (
    <section className="disk-facts" data-testid="disk-facts">
      <h3>{t('factsTitle')}</h3>
      <dl>
        {facts.map(([k, v]) => (
          <div key={k} data-fact={k}>
            <dt>{t(`fact_${k}` as DiskKey)}</dt>
            <dd>
              {k === 'dateSource' && v in DATE_SOURCE_KEYS ? (
                t(DATE_SOURCE_KEYS[v]!)
              ) : k === 'source' && /^https?:\/\//.test(v) ? (
                <a href={v} rel="noopener noreferrer nofollow" target="_blank">
                  {v}
                </a>
              ) : (
                v
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
