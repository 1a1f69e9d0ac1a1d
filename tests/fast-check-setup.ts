// fast-check's default size keeps generated arrays and strings to about 10 items whatever their
// `maxLength` says, so a property written for "any text of up to 400 characters" only ever saw short
// ones. With this, an explicit `maxLength` is the size tried. Turned on, it found two tests that had
// asked too little: the summary CSV property checked the importer without the figure guard every file
// passes through (a mutated -7504 IOPS), and the LTTB property did not know that the `downsample`
// package drops a series' last point when its bucket sizes round down (lttb-typed.test.ts).
import fc from 'fast-check';

fc.configureGlobal({ ...fc.readConfigureGlobal(), defaultSizeToMaxWhenMaxSpecified: true });
