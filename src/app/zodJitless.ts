// Imported first by the browser entry (src/main.ts), before any schema is made: the page's
// Content-Security-Policy (index.html) allows no eval, and zod would otherwise probe for it as each object
// schema is built (a refused `new Function`, reported as a violation) to compile its checks. They run as
// well without.
import { config } from 'zod';

config({ jitless: true });
