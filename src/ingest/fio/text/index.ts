// fio's text outputs: the normal (human-readable) report and terse/minimal lines. The way in.
export { fioNormalImporter } from './fio-normal';
export { fioTerseImporter } from './fio-terse';
