// zod 4 compiles object parsers with `new Function` when it may, and finds out by trying one: under
// the pages' Content-Security-Policy (no 'unsafe-eval', decision 024) that try is refused and reported
// as a violation. Jitless parsing never tries. Imported for its effect by the root layout's client
// code, so it runs before any form parses.
import { z } from "zod";

z.config({ jitless: true });
