// fio --output-format=json / json+ (fio 2.x and 3.x). The way in to this folder.
export { fioJsonImporter } from './fio-json';
export { splitDocuments } from './documents';
