export { en, type Messages } from './en.js';
export { t } from './translate.js';
export { createConsoleI18nProvider } from './consoleI18nProvider.js';
