// The disk metadata file (disk.json): the way in to this folder.
export { diskMetaImporter } from './disk-meta';
export { DISK_META_FILE, DISK_META_FORMAT, DiskMetaSchema, type DiskMeta } from './schema';
