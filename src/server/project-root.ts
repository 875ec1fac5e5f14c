import { fileURLToPath } from 'node:url';

/**
 * The project's folder. This file sits two folders down from it, as does the bundled server that includes it
 * (dist/server/main.js), so one relative address serves both.
 */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
