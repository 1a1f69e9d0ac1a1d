// The fio command line people keep before each run's output (a shell prompt and the command, in a
// terminal capture or a README):
//   $ fio --name=test --rw=randread --bs=4k --iodepth=32 --numjobs=4 --runtime=60
//   root@host:~# sudo fio --name=seq --rw=read --bs=1M job.fio
// Its options say what the output omits: terse output prints no workload at all, and the normal
// report never prints numjobs or rwmixread. Read with a token scan, not a pattern, so a long line
// costs linear time.

/** A prompt token ends the way shells print one: `$`, `#`, `>` (PowerShell, cmd), `%` (zsh). */
function isPrompt(token: string): boolean {
  return /[$#>%]$/.test(token);
}

const WRAPPERS = new Set(['sudo', 'time', 'nice', 'ionice', 'taskset', 'numactl', 'env']);

function isFio(token: string): boolean {
  const base = token.slice(Math.max(token.lastIndexOf('/'), token.lastIndexOf('\\')) + 1);
  return base === 'fio' || base === 'fio.exe';
}

/**
 * `--key=value` options of a fio command line (later ones win, as in fio; bare flags map to ''),
 * or undefined when the line is not a fio command: `fio` must be the first word, or follow only a
 * prompt (up to 3 words) and wrappers such as sudo, and at least one `-` option or job file must follow it.
 */
export function fioCommandOptions(line: string): Record<string, string> | undefined {
  if (line.length > 4096 || !line.includes('fio')) return undefined;
  const tokens = line.trim().split(/\s+/);
  const at = tokens.findIndex(isFio);
  if (at < 0 || at + 1 >= tokens.length) return undefined;
  // A prompt may hold spaces (`PS C:\>`), so up to 3 tokens end at the last prompt token.
  let prompt = -1;
  for (let i = 0; i < at; i++) if (isPrompt(tokens[i]!)) prompt = i;
  if (prompt > 2) return undefined;
  for (let i = prompt + 1; i < at; i++) {
    const tok = tokens[i]!;
    if (!(WRAPPERS.has(tok) || tok.startsWith('-') || /^\d+$/.test(tok))) return undefined;
  }
  const rest = tokens.slice(at + 1);
  if (!rest.some((t) => t.startsWith('-') || t.endsWith('.fio'))) return undefined;
  const out: Record<string, string> = {};
  for (const tok of rest) {
    const m = /^--?([a-z_][a-z0-9_]*)(?:=(.*))?$/.exec(tok);
    if (m) out[m[1]!] = (m[2] ?? '').replace(/^(["'])(.*)\1$/, '$2');
  }
  // The prompt's working directory is where fio laid out its files when no directory or absolute
  // filename says otherwise: a blogger's runs in /mnt/a and /mnt/b are different targets.
  const cwd = prompt >= 0 ? promptDirectory(tokens.slice(0, prompt + 1)) : undefined;
  if (cwd !== undefined && out.directory === undefined && !/^(\/|[a-z]:\\)/i.test(out.filename ?? ''))
    out.directory = cwd;
  return out;
}

/**
 * The directory a shell prompt shows: `user@host:/mnt/test#`, `user@host:~/bench$` (bash's
 * default) or `PS C:\bench>` (PowerShell). Other prompts (`$`, `[root@host dir]#`, which shows only
 * the last folder) say nothing sure, so undefined.
 */
export function promptDirectory(promptTokens: string[]): string | undefined {
  const last = promptTokens[promptTokens.length - 1] ?? '';
  const bash = /^[^@\s]+@[^:\s]+:([~/]\S*?)[$#%]$/.exec(last);
  if (bash) return bash[1];
  const ps = /^([a-z]:\\\S*?)>$/i.exec(last);
  if (ps && promptTokens[promptTokens.length - 2] === 'PS') return ps[1];
  return undefined;
}
