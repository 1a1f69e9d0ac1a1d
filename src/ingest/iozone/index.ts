// iozone automatic-mode reports. The way in to this folder.
export { iozoneImporter } from './iozone';
