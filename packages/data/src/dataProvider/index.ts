export { createDataProvider, listQuery, totalFrom, pageInBrowser, type CrudDataProvider } from './createDataProvider.js';
export { RESOURCE_ENDPOINTS, ADMIN_API, type ConsoleResource, type PagingStyle } from './endpoints.js';
export { consoleCall, fillPath, presentParams, downloadFile } from './calls.js';
export { ConsoleHttpError, toFormErrors, fieldMessage, type FormErrors } from './httpError.js';
