// SNIA PTS bundles (cloudharmony/block-storage). The way in to this folder.
export { ptsFioImporter } from './fio';
export { ptsOptionsImporter } from './options';
export { ptsReportImporter } from './report';
export { ptsResultImporter } from './result';
