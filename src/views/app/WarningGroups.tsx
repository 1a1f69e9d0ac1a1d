// The import report's warnings grouped by folder and kind (model/report-summary.ts): one line per
// group with its count, "figures may be wrong" first, the files on demand.
import type { FileReport } from '../../model/types';
import { groupWarnings } from '../../model/report-summary';
import { useStore } from '../../state/store';
import { issueTitle, useIssueStrings } from './issue-strings';
import { IssueSentence } from './IssueSentence';

/** Groups listed before "more kinds": a report of 300 warnings stays one screen. */
const GROUPS_SHOWN = 12;

export function WarningGroups({ reports }: { reports: FileReport[] }) {
  const t = useIssueStrings();
  const lang = useStore((s) => s.lang);
  const groups = groupWarnings(reports);
  if (groups.length === 0) return null;
  const shown = groups.slice(0, GROUPS_SHOWN);
  return (
    <section className="warning-groups" data-testid="warning-groups">
      <h3>{t('groups.title')}</h3>
      <ul>
        {shown.map((g) => (
          <li
            key={`${g.folder}\u0000${g.code}`}
            className={g.mayBeWrong ? 'issue issue-error' : 'issue issue-warning'}
          >
            <details>
              <summary>
                {g.mayBeWrong && <strong>{t('groups.mayBeWrong')}: </strong>}
                {issueTitle(g.code, lang)} <code>{g.code}</code> —{' '}
                <span className="file-path">{g.folder || '/'}</span>
                {' · '}
                {t('groups.line', { count: g.count, files: g.files.length })}
              </summary>
              <p className="muted">
                <IssueSentence issue={g.sample} />
              </p>
              <ul className="group-files">
                {g.files.map((f) => (
                  <li key={f} className="file-path">
                    {f}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      {groups.length > shown.length && (
        <p className="muted">{t('groups.more', { n: groups.length - shown.length })}</p>
      )}
    </section>
  );
}
