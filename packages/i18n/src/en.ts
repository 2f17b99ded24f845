import en from '../locales/en.json' with { type: 'json' };

/** English messages of the apps' own strings (react-admin brings its own under `ra.*`); the other locales mirror its keys. */
export { en };
export type Messages = typeof en;
