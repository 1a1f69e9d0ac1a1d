// ioping per-request lines and summaries. The way in to this folder.
export { iopingImporter } from './ioping';
