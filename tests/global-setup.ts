// Says once, at the start of a run, when the third-party fixtures are missing, so the skipped count
// in the summary has its reason next to it.
import { existsSync } from 'node:fs';
import { THIRD_PARTY } from './helpers/fixtures';

export default function setup(): void {
  if (existsSync(THIRD_PARTY)) return;
  console.log(
    `\n${THIRD_PARTY} is missing: the tests that read fixtures from other projects are skipped (see tests/README.md).\n`,
  );
}
