import { describe, expect, it } from 'vitest';
import { identityFromPath, parseDiskFolderName } from '../../../src/ingest/disk-identity';

describe('disk folder names', () => {
  it.each([
    [
      'aliyun_ssd_250',
      { provider: 'aliyun', type: 'ssd', size: { value: 250, unit: 'GB' }, comparable: true },
    ],
    [
      'qcloud_hybrid_50',
      { provider: 'qcloud', type: 'hybrid', size: { value: 50, unit: 'GB' }, comparable: true },
    ],
    [
      'aliyun_ssd_250x',
      { provider: 'aliyun', type: 'ssd', size: { value: 250, unit: 'GB' }, comparable: false },
    ],
    [
      'aliyun_essd_pl1_500',
      { provider: 'aliyun', type: 'essd_pl1', size: { value: 500, unit: 'GB' }, comparable: true },
    ],
    [
      'aws_gp3_1000GiB',
      { provider: 'aws', type: 'gp3', size: { value: 1000, unit: 'GiB' }, comparable: true },
    ],
    ['local_ext4_2', { provider: 'local', type: 'ext4', size: { value: 2, unit: 'GB' }, comparable: true }],
  ])('%s', (name, expected) => {
    expect(parseDiskFolderName(name)).toEqual(expected);
  });

  it.each(['gotchas', 'results', 'ssd_250', 'aliyun_ssd', 'aliyun_ssd_big'])(
    '%s does not follow the convention',
    (name) => {
      expect(parseDiskFolderName(name)).toBeUndefined();
    },
  );

  it('takes the deepest conforming folder, archive names included', () => {
    expect(identityFromPath('upload.zip/aliyun_ssd_250/fio-iops.json')?.folder).toBe(
      'upload.zip/aliyun_ssd_250',
    );
    expect(identityFromPath('aws_gp3_100.zip/run1/x.json')?.folder).toBe('aws_gp3_100.zip');
    expect(identityFromPath('loose.json')).toBeUndefined();
  });
});
