// A lower layer's own words (a parser's, the browser's, a library's) beside a translated sentence:
// small, in a <code> element whose title says what they are, never the sentence itself.
import { useIssueStrings } from './issue-strings';

export function TechDetail({ detail }: { detail: string | number | undefined }) {
  const t = useIssueStrings();
  if (detail === undefined || detail === '') return null;
  return (
    <>
      {' '}
      <code className="tech-detail" title={t('detail.title')} lang="en">
        {t('detail.original', { detail })}
      </code>
    </>
  );
}
