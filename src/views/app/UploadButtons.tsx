// File and folder pickers. The folder picker uses `webkitdirectory` (set on the element: React has
// no typed prop for it); each file then carries its path in `webkitRelativePath`.
import { useEffect, useRef, type ChangeEvent } from 'react';
import { importPickedFiles } from '../../state/import-actions';
import { useStore } from '../../state/store';
import { pickedFromInput } from './drop-files';
import { useAppStrings } from './strings';

function onPicked(e: ChangeEvent<HTMLInputElement>): void {
  const picked = pickedFromInput(e.currentTarget.files);
  e.currentTarget.value = ''; // picking the same file again must fire `change` again
  void importPickedFiles(picked);
}

export function UploadButtons() {
  const t = useAppStrings();
  const busy = useStore((s) => s.importJob.status === 'running');
  const folderInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    folderInput.current?.setAttribute('webkitdirectory', '');
  }, []);
  return (
    <div className="upload-buttons">
      <label className={`button${busy ? ' disabled' : ''}`}>
        {t('upload.files')}
        <input
          type="file"
          multiple
          className="visually-hidden"
          data-testid="file-input"
          disabled={busy}
          onChange={onPicked}
        />
      </label>
      <label className={`button${busy ? ' disabled' : ''}`}>
        {t('upload.folder')}
        <input
          ref={folderInput}
          type="file"
          multiple
          className="visually-hidden"
          data-testid="folder-input"
          disabled={busy}
          onChange={onPicked}
        />
      </label>
    </div>
  );
}
