// One warning's text in the page's language and, where a lower layer's own words lie behind it (a
// parser's, the browser's), those words as a marked technical detail: in a <code> element with a
// title saying what they are, never as the sentence a Chinese or Russian reader has to read.
import type { ImportIssue } from '../../model/types';
import { useStore } from '../../state/store';
import { useIssueStrings } from './issue-strings';
import { issueDetail, issueText } from './issue-text';

export function IssueSentence({ issue }: { issue: ImportIssue }) {
  const t = useIssueStrings();
  const lang = useStore((s) => s.lang);
  const detail = issueDetail(issue, lang);
  return (
    <>
      {issueText(issue, lang, t)}
      {detail !== undefined && (
        <>
          {' '}
          <code className="tech-detail" title={t('detail.title')} lang="en">
            {t('detail.original', { detail })}
          </code>
        </>
      )}
    </>
  );
}
