/** Compass points as W3C Web Annotations: the JSON-LD export and the import (docs/adr/0061). */
export { default as compassPointAnnotationRoutes } from './compass-point-annotations.routes.js';
