// What `import ... from 'zod'` means in the browser build (vite.config.ts aliases 'zod' to this file): zod
// itself, told first to run jitless. The page's Content-Security-Policy (index.html) allows no eval, and zod
// would otherwise probe for it as each object schema is built (a refused `new Function`, reported as a
// violation) to compile its checks; they run as well without. As every schema module imports zod through
// here, the switch is set before any schema is made, however the build splits the code into chunks (a side
// import at the top of main.ts was not: once the lessons got a chunk of their own, the schemas landed in a
// shared chunk that ran before main.ts's body did).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
