// zod for the platform's code, set up without eval. zod 4 compiles object parsers with `new Function`
// when it may, and finds out by trying one when an object schema is defined: under the pages'
// Content-Security-Policy (no 'unsafe-eval', decision 024) that try is refused and reported as a
// violation. Jitless parsing never tries. Every module imports zod from here (lint enforces it), so
// the setting is made before any schema is defined, whichever chunk the browser evaluates first.
// eslint-disable-next-line no-restricted-imports -- the one module that imports zod and sets it up
import { z } from "zod";

z.config({ jitless: true });

export { z };
