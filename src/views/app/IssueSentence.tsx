// One warning's text in the page's language and, where a lower layer's own words lie behind it (a
// parser's, the browser's), those words as a marked technical detail (TechDetail), never as the
// sentence a Chinese or Russian reader has to read.
import type { ImportIssue } from '../../model/types';
import { useStore } from '../../state/store';
import { useIssueStrings } from './issue-strings';
import { issueDetail, issueText } from './issue-text';
import { TechDetail } from './TechDetail';

export function IssueSentence({ issue }: { issue: ImportIssue }) {
  const t = useIssueStrings();
  const lang = useStore((s) => s.lang);
  return (
    <>
      {issueText(issue, lang, t)}
      <TechDetail detail={issueDetail(issue, lang)} />
    </>
  );
}
