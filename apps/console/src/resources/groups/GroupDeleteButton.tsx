import { DeleteButton, type DeleteButtonProps } from 'react-admin';

/**
 * Delete with react-admin's confirm dialog and a pessimistic mutation rather than the undoable default: the server
 * deletes the group, its memberships and its shares for real and writes the audit event at once, so an "Undo" that
 * only delays the call would promise something the audit trail and the members do not see. The dialog's texts are
 * the resource's own (resources.groups.message.delete_title / delete_content).
 */
export function GroupDeleteButton(props: DeleteButtonProps) {
  return <DeleteButton mutationMode="pessimistic" successMessage="console.groups.deleted" {...props} />;
}
