/** The server hosts the console under this path, beside the reader at /. */
export const CONSOLE_BASENAME = '/admin';
