/** OAI-PMH 2.0: the catalogue's records for library systems to harvest (oai_dc and MARCXML). */
export { default as oaiRoutes } from './oai.routes.js';
