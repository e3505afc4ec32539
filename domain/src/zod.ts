// Every schema of the domain is built from this `z`, configured before any is built: zod's
// compiled parsers probe `new Function`, which the site's Content-Security-Policy (no
// 'unsafe-eval', firebase.json) blocks and reports as a violation in every visitor's browser,
// though zod catches the error. Interpreted parsing is fast enough for the documents Folio reads.
import { z } from "zod";

z.config({ jitless: true });

export { z };
