/** Compass points as W3C Web Annotations: export and import on the document's Compass Points tab (docs/adr/0061). */
export { AnnotationsActions, type AnnotationsActionsProps } from './AnnotationsActions.js';
export { exportAnnotations, importAnnotations } from './annotationsApi.js';
