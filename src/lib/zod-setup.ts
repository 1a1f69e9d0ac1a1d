// Imported first by the page's entry (main.tsx). zod compiles object parsers with `new Function`
// unless told not to, and probes for it when a schema is made: under the site's
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') even the caught probe is reported as
// a violation. The page therefore runs zod without compiling; workers and Node, which have no such
// policy, keep the faster compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
