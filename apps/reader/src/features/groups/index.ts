/** What the reader's groups feature offers the pages and the other features; its other files are its own. */
export { DeleteGroupDialog } from './DeleteGroupDialog.js';
export { DocumentsPicker } from './DocumentsPicker.js';
export { EmailGroupDialog } from './EmailGroupDialog.js';
export { GroupDialog, type GroupDraft } from './GroupDialog.js';
export { GroupDescriptionField, GroupNameField } from './GroupTextFields.js';
export { MembersPicker } from './MembersPicker.js';
export { DELETE_DOCUMENT_Z_INDEX, GROUP_MODAL_Z_INDEX, type GroupSort, cutGroupName, documentLabel, fullName, modalLayer, sortGroups, visibleMembers } from './groupRules.js';
export { fetchGroupDetail, fetchGroupDocuments, fetchGroupDraft, fetchGroupEnable, fetchGroups, updateGroupDocuments, updateGroupMembers, updateGroupName } from './groupsApi.js';
