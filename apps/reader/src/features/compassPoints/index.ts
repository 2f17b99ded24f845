/** The reader's compass point kit: calls, rules, dialogs and panels shared by the document page and the compass point pages. */
export * as compassPointsApi from './compassPointsApi.js';
export type { SharedCompassPointAnswer, MyCompassPointsQuery, DocumentCompassPointsQuery, HistoryQuery, CompassPointListStatus } from './compassPointsApi.js';
export * from './compassPointRules.js';
export type { CompassPointSettingsAnswer, CompassPointValues, ManageSetting, TenantCompassPointSettings } from './compassPointTypes.js';
export { CompassPointDialog, type CompassPointDialogProps } from './CompassPointDialog.js';
export { NoteDialog, type NoteDialogProps } from './NoteDialog.js';
export { ExpandableText, type ExpandableTextProps } from './ExpandableText.js';
export { CompassPointRowMenu, type CompassPointRowMenuProps } from './CompassPointRowMenu.js';
export { CompassPointDetails, type CompassPointDetailsProps } from './CompassPointDetails.js';
export { DocumentCompassPointsPanel, type DocumentCompassPointsPanelProps } from './DocumentCompassPointsPanel.js';
export { AnnotationsActions, type AnnotationsActionsProps } from './annotations/index.js';
export { CompassPointStateChip, compassPointDate, useWhoAndWhen } from './CompassPointBits.js';
export { StatusSwitch } from './StatusSwitch.js';
export { CarryBanner } from './carry/index.js';
