import { inject } from 'vitest';

/** The server bundle this Vitest run wrote (global-setup.ts), for startServerProcess. */
export const testServerEntry = (): string => inject('serverEntry');
