import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  builtinCatalogue,
  catalogueWith,
  checkCatalogueFile,
  parseCatalogueText,
} from '../../../src/expected';

const DATA = path.resolve(__dirname, '../../../data/expected');

describe('built-in catalogue', () => {
  it('every vendor file validates and every formula compiles', () => {
    const cat = builtinCatalogue();
    expect(cat.issues).toEqual([]);
    expect(cat.providers.map((p) => p.id).sort()).toEqual([
      'alibaba',
      'aws',
      'azure',
      'gcp',
      'huawei',
      'tencent',
      'ucloud',
    ]);
  });

  it('bundles exactly the JSON files in data/expected', () => {
    const files = readdirSync(DATA).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(7);
    for (const f of files) {
      const check = checkCatalogueFile(JSON.parse(readFileSync(path.join(DATA, f), 'utf8')), f);
      expect(check.ok, f).toBe(true);
    }
  });

  it('covers the types the issue lists', () => {
    const ids = builtinCatalogue().curves.map((c) => c.id);
    for (const id of [
      'alibaba/cloud_efficiency@2016',
      'alibaba/cloud_ssd@2016',
      'alibaba/cloud_essd_pl0',
      'alibaba/cloud_essd_pl3',
      'alibaba/cloud_auto@current',
      'alibaba/cloud_essd_entry',
      'tencent/cloud_premium@2016',
      'tencent/cloud_ssd@current',
      'tencent/cloud_hssd',
      'tencent/cloud_tssd',
      'ucloud/rssd',
      'ucloud/ssd',
      'huawei/gpssd2',
      'aws/gp2@2018-12',
      'aws/gp3@2020-12',
      'aws/io1@2018-12',
      'aws/io2',
      'aws/io2_block_express',
      'aws/st1@2020-12',
      'aws/sc1@2020-12',
      'azure/premium_ssd',
      'azure/standard_ssd@2023',
      'azure/premium_ssd_v2@current',
      'azure/ultra@current',
      'gcp/pd-standard',
      'gcp/pd-balanced',
      'gcp/pd-ssd',
      'gcp/pd-extreme',
      'gcp/hyperdisk-balanced',
    ])
      expect(ids, id).toContain(id);
  });

  it('keeps the source document\'s "unverified" marks', () => {
    const cat = builtinCatalogue();
    const marks = cat.curves.flatMap((c) => c.def.unverified ?? []);
    expect(marks.length).toBeGreaterThan(20);
    expect(cat.curves.find((c) => c.id === 'aws/io1@2017')?.def.status).toBe('unverified');
    expect(cat.curves.find((c) => c.id === 'tencent/cloud_premium@2016')?.def.iops?.semanticsStatus).toBe(
      'unverified',
    );
  });
});

describe('user catalogue files', () => {
  const file = {
    version: 1,
    provider: 'acme',
    providerName: 'Acme Cloud',
    providerAliases: ['acmecloud'],
    curves: [
      {
        id: 'acme/fast',
        type: 'fast',
        name: 'Fast disk',
        aliases: [],
        status: 'verified',
        sizeUnit: 'GB',
        sizeRange: {},
        iops: { expr: 'min(100*GB, 9000)', semantics: 'combined' },
        sources: [{ url: 'https://example.invalid/acme' }],
      },
    ],
  };

  it('loads beside the built-in files', () => {
    const cat = catalogueWith([{ json: file, origin: 'acme.json' }]);
    expect(cat.issues).toEqual([]);
    expect(cat.curves.find((c) => c.id === 'acme/fast')?.origin).toBe('acme.json');
  });

  it('reports schema problems with their path', () => {
    const bad = { ...file, curves: [{ ...file.curves[0], sizeUnit: 'TB', sources: [] }] };
    const check = checkCatalogueFile(bad, 'bad.json');
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.issues.map((i) => i.where)).toEqual([
        'bad.json: curves.0.sizeUnit',
        'bad.json: curves.0.sources',
      ]);
  });

  it('reports a bad formula with its position and keeps the rest', () => {
    const broken = {
      ...file,
      curves: [{ ...file.curves[0], iops: { expr: 'min(100*GB, 9000', semantics: 'combined' } }],
    };
    const cat = buildCatalogue([{ json: broken, origin: 'broken.json' }]);
    expect(cat.curves).toHaveLength(1);
    expect(cat.issues).toEqual([
      expect.objectContaining({ where: 'broken.json: acme/fast iops', position: 16 }),
    ]);
  });

  it('turns a JSON syntax error into an issue', () => {
    expect(parseCatalogueText('{ nope', 'x.json').issue?.message).toMatch(/not valid JSON/);
  });
});
