// Turns a drop or a file input into PickedFile[] with paths. Dropped folders are walked through
// the File System entries API (webkitGetAsEntry), the only way a drop can carry a folder; the folder
// picker gives `webkitRelativePath` instead.
import type { PickedFile } from '../../worker/api';

export function pickedFromInput(list: FileList | null): PickedFile[] {
  return Array.from(list ?? [], (file) => ({ path: file.webkitRelativePath || file.name, file }));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** readEntries returns batches (100 in Chromium); call it until it returns none. */
async function childrenOf(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await fileOf(entry as FileSystemFileEntry);
    out.push({ path: entry.fullPath.replace(/^\/+/, ''), file });
  } else if (entry.isDirectory) {
    for (const child of await childrenOf(entry as FileSystemDirectoryEntry)) await walk(child, out);
  }
}

export async function pickedFromDrop(data: DataTransfer): Promise<PickedFile[]> {
  // Entries must be taken synchronously, before the drop event returns; files are read after.
  const entries = Array.from(data.items, (item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null));
  if (entries.every((e) => e === null)) return pickedFromInput(data.files);
  const out: PickedFile[] = [];
  for (const entry of entries) if (entry) await walk(entry, out);
  return out;
}
