// Summary CSVs: the seed blog's digests and diskscope's labelled long CSV. The way in.
export { summaryCsvImporter } from './summary-csv';
