import { describe, expect, it } from 'vitest';
import { checkSourceUrl, filePathOf, sourcesName, sourcesUploadId } from '../../../src/remote/source-url';

describe('source URLs', () => {
  it('accepts http(s) and normalises', () => {
    expect(checkSourceUrl('HTTPS://Example.org/a b.csv')).toEqual({
      ok: true,
      url: 'https://example.org/a%20b.csv',
    });
    expect(checkSourceUrl('http://127.0.0.1:8080/x.csv').ok).toBe(true);
  });

  it('file paths keep the folders (they may name the disk) and drop traversal', () => {
    expect(filePathOf('https://h/u/aliyun_ssd_250/iops.json?raw=1')).toBe('u/aliyun_ssd_250/iops.json');
    // The URL parser resolves an encoded `..`; a segment that decodes to a path is dropped.
    expect(filePathOf('https://h/a/%2E%2E/b/..%2Fc.csv')).toBe('b');
    expect(filePathOf('https://h/')).toBe('index');
    expect(filePathOf('https://h/dir/')).toBe('dir/index');
  });

  it('names', () => {
    expect(sourcesName(['https://h/x/ssd.csv'])).toBe('ssd.csv');
    expect(sourcesName(['https://h/a.csv', 'https://h/b.csv'])).toBe('h/ (2 files)');
    expect(
      sourcesName(['https://h/u/data/a.csv', 'https://h/u/data/b.csv', 'https://h/u/data/x/c.csv']),
    ).toBe('h/…/data/ (3 files)');
    expect(sourcesName(['https://h/a.csv', 'https://g/b.csv'])).toBe('2 files');
  });

  it('the upload id depends on the URLs and their order only', () => {
    const a = sourcesUploadId(['https://h/a.csv', 'https://h/b.csv']);
    expect(a).toMatch(/^src-[0-9a-f]{16}$/);
    expect(sourcesUploadId(['https://h/a.csv', 'https://h/b.csv'])).toBe(a);
    expect(sourcesUploadId(['https://h/b.csv', 'https://h/a.csv'])).not.toBe(a);
    expect(sourcesUploadId(['https://h/a.csv'])).not.toBe(a);
  });
});

describe('what is wrong with an address "Open from URL" cannot use', () => {
  const problem = (text: string) => {
    const c = checkSourceUrl(text);
    return c.ok ? 'ok' : c.problem;
  };
  it('names the problem of each kind of bad address', () => {
    expect(problem('hello world')).toBe('not-url');
    expect(problem('example.org/a.json')).toBe('not-url');
    expect(problem('ftp://example.org/a.json')).toBe('scheme');
    expect(checkSourceUrl('ftp://example.org/a.json')).toMatchObject({ scheme: 'ftp:' });
    expect(problem('javascript:alert(1)')).toBe('scheme');
    expect(problem('https://user:pw@example.org/a.json')).toBe('credentials');
    expect(problem(`https://example.org/${'a'.repeat(3000)}`)).toBe('too-long');
    expect(problem('https://example.org/a.json')).toBe('ok');
  });
});
