import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDataset, type Dataset, type Disk } from '../../../src/model/types';

// IndexedDB does not exist in Node: the store's persistence calls are recorded instead.
const stored = vi.hoisted(() => ({ deleted: [] as string[], cleared: 0 }));
vi.mock('../../../src/storage/uploads', () => ({
  deleteStoredUpload: async (id: string) => void stored.deleted.push(id),
  clearStoredUploads: async () => void stored.cleared++,
}));

// A minimal localStorage, so the language choice can be seen being remembered.
const memory = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
});

const actions = await import('../../../src/state/actions');
const { resetStore, useStore } = await import('../../../src/state/store');
const { selectDataset, selectSelectedDisks } = await import('../../../src/state/selectors');
const { initialLang } = await import('../../../src/storage/lang');

function disk(id: string, origin: string): Disk {
  return {
    id,
    provider: 'local',
    type: 'ssd',
    comparable: true,
    label: id,
    identity: 'folder-name',
    metadata: {},
    origin,
  };
}

function datasetWith(...disks: Disk[]): Dataset {
  return { ...emptyDataset(), disks };
}

function upload(id: string, ...diskIds: string[]) {
  return {
    id,
    name: `${id}.zip`,
    addedAt: `2026-11-21T10:00:0${diskIds.length}Z`,
    dataset: datasetWith(...diskIds.map((d) => disk(d, id))),
  };
}

beforeEach(() => {
  memory.clear();
  stored.deleted = [];
  stored.cleared = 0;
  resetStore();
});

describe('selection', () => {
  it('selects disks without duplicates, keeping order, and toggles one', () => {
    actions.selectDisks(['b', 'a', 'b']);
    expect(useStore.getState().selectedDiskIds).toEqual(['b', 'a']);
    actions.toggleDisk('a');
    expect(useStore.getState().selectedDiskIds).toEqual(['b']);
    actions.toggleDisk('c');
    expect(useStore.getState().selectedDiskIds).toEqual(['b', 'c']);
    actions.clearSelection();
    expect(useStore.getState().selectedDiskIds).toEqual([]);
  });

  it('selectSelectedDisks returns only disks that exist, in selection order', () => {
    actions.setPublished(datasetWith(disk('p1', 'published'), disk('p2', 'published')));
    actions.selectDisks(['p2', 'gone', 'p1']);
    expect(selectSelectedDisks(useStore.getState()).map((d) => d.id)).toEqual(['p2', 'p1']);
  });
});

describe('units and view', () => {
  it('switches bandwidth and latency units independently', () => {
    expect(useStore.getState().units).toEqual({ bw: 'MB/s', lat: 'us' });
    actions.setBwUnit('MiB/s');
    actions.setLatUnit('ms');
    expect(useStore.getState().units).toEqual({ bw: 'MiB/s', lat: 'ms' });
    actions.setBwUnit('MB/s');
    expect(useStore.getState().units).toEqual({ bw: 'MB/s', lat: 'ms' });
  });

  it('changes the current view', () => {
    actions.setView('time');
    expect(useStore.getState().view).toBe('time');
  });
});

describe('language', () => {
  it('is remembered in localStorage and used at the next start', () => {
    expect(initialLang()).toBe('en');
    actions.setLang('zh');
    expect(useStore.getState().lang).toBe('zh');
    expect(memory.get('diskscope.lang')).toBe('zh');
    resetStore();
    expect(useStore.getState().lang).toBe('zh');
  });

  it('ignores an unknown saved value', () => {
    memory.set('diskscope.lang', 'fr');
    expect(initialLang()).toBe('en');
  });
});

describe('uploads', () => {
  it('adds uploads; the merged dataset has published and uploaded disks', () => {
    actions.setPublished(datasetWith(disk('p1', 'published')));
    actions.addUpload(upload('u1', 'u1/a', 'u1/b'));
    expect(useStore.getState().uploads.map((u) => u.id)).toEqual(['u1']);
    expect(selectDataset(useStore.getState()).disks.map((d) => d.id)).toEqual(['p1', 'u1/a', 'u1/b']);
  });

  it('keeps the merged dataset identical while its inputs are unchanged', () => {
    actions.addUpload(upload('u1', 'u1/a'));
    const first = selectDataset(useStore.getState());
    actions.setBwUnit('MiB/s');
    expect(selectDataset(useStore.getState())).toBe(first);
  });

  it('removes one upload, its selected disks and its saved copy', () => {
    actions.addUpload(upload('u1', 'u1/a'));
    actions.addUpload(upload('u2', 'u2/a'));
    actions.selectDisks(['u1/a', 'u2/a']);
    actions.removeUpload('u1');
    expect(useStore.getState().uploads.map((u) => u.id)).toEqual(['u2']);
    expect(useStore.getState().selectedDiskIds).toEqual(['u2/a']);
    expect(stored.deleted).toEqual(['u1']);
    expect(selectDataset(useStore.getState()).disks.map((d) => d.id)).toEqual(['u2/a']);
  });

  it('clears all uploads but keeps the published data and its selection', () => {
    actions.setPublished(datasetWith(disk('p1', 'published')));
    actions.addUpload(upload('u1', 'u1/a'));
    actions.addUpload(upload('u2', 'u2/a'));
    actions.selectDisks(['p1', 'u2/a']);
    actions.clearUploads();
    expect(useStore.getState().uploads).toEqual([]);
    expect(useStore.getState().selectedDiskIds).toEqual(['p1']);
    expect(stored.cleared).toBe(1);
    expect(selectDataset(useStore.getState()).disks.map((d) => d.id)).toEqual(['p1']);
  });

  it('restoring saved uploads does not duplicate one added meanwhile', () => {
    actions.addUpload(upload('u2', 'u2/a'));
    actions.restoreUploads([upload('u1', 'u1/a'), upload('u2', 'u2/a')], ['one notice']);
    expect(useStore.getState().uploads.map((u) => u.id)).toEqual(['u1', 'u2']);
    expect(useStore.getState().uploadsRestored).toBe(true);
    expect(useStore.getState().storageNotices).toEqual([
      { code: 'uploadWarning', params: { detail: 'one notice' } },
    ]);
  });
});
