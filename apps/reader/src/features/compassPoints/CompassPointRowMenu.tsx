import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import EditOutlined from '@mui/icons-material/EditOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { CompassPoint } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { CompassPointDialog } from './CompassPointDialog.js';
import { activateCompassPoint, deactivateCompassPoint, updateCompassPoint } from './compassPointsApi.js';
import { historyLinkOf, rowMenuItems, selectedTextOf } from './compassPointRules.js';
import type { CompassPointSettingsAnswer } from './compassPointTypes.js';
import { useCompassPointAccount } from './useCompassPointAccount.js';

export interface CompassPointRowMenuProps {
  point: CompassPoint;
  settings: CompassPointSettingsAnswer | null;
  /** After an edit, a deactivation or a reactivation: the compass point as the server now has it. */
  onChanged(point: CompassPoint): void;
}

/**
 * The row menu of a compass point (list page, document tab, details): Edit while active, Deactivate after a
 * confirmation, Reactivate with its info message, Change History with showAuditHistory; shown as
 * compassPointRules.rowMenuItems says, and nothing at all when it offers no entry.
 */
export function CompassPointRowMenu({ point, settings, onChanged }: CompassPointRowMenuProps) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const account = useCompassPointAccount();
  const items = rowMenuItems(point, settings, account);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!items.edit && !items.deactivate && !items.reactivate && !items.history) return null;

  const menuId = `compass-point-menu-${point.compassPointID}`;
  const close = () => setAnchor(null);

  const change = async (call: () => Promise<CompassPoint>, message: { type: 'SUCCESS' | 'INFO'; key: string }) => {
    setBusy(true);
    try {
      const changed = await call();
      notify({ type: message.type, message: t(message.key, { name: changed.name || point.name }) });
      onChanged(changed);
      return true;
    } catch {
      // The error catalogue has told the user.
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <IconButton
        aria-label={t('compassPoint.menu.label', { name: point.name || point.designation })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} onClick={(event) => event.stopPropagation()}>
        {items.edit ? (
          <MenuItem
            onClick={() => {
              close();
              setEditing(true);
            }}
          >
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('compassPoint.menu.edit')}</ListItemText>
          </MenuItem>
        ) : null}
        {items.deactivate ? (
          <MenuItem
            onClick={() => {
              close();
              setConfirming(true);
            }}
          >
            <ListItemIcon>
              <BlockOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('compassPoint.menu.deactivate')}</ListItemText>
          </MenuItem>
        ) : null}
        {items.reactivate ? (
          <MenuItem
            onClick={() => {
              close();
              void change(() => activateCompassPoint(http, point.compassPointID), { type: 'INFO', key: 'compassPoint.menu.reactivated' });
            }}
          >
            <ListItemIcon>
              <RestoreOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('compassPoint.menu.reactivate')}</ListItemText>
          </MenuItem>
        ) : null}
        {items.history ? (
          <MenuItem component={RouterLink} to={historyLinkOf(point)} onClick={close}>
            <ListItemIcon>
              <HistoryOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('compassPoint.menu.history')}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${menuId}-confirm`} onClick={(event) => event.stopPropagation()}>
        <DialogTitle id={`${menuId}-confirm`}>{t('compassPoint.menu.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('compassPoint.menu.confirmContent', { name: point.name || point.designation })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              void change(() => deactivateCompassPoint(http, point.compassPointID), { type: 'SUCCESS', key: 'compassPoint.menu.deactivated' }).then(() => setConfirming(false))
            }
          >
            {t('compassPoint.menu.deactivate')}
          </Button>
        </DialogActions>
      </Dialog>

      <CompassPointDialog
        open={editing}
        mode="edit"
        selectionText={selectedTextOf(point)}
        settings={settings}
        initial={{ name: point.name, description: point.description, overlayDetails: point.overlayDetails }}
        onClose={() => setEditing(false)}
        onSave={async (values) => {
          const changed = await updateCompassPoint(http, point.compassPointID, values);
          notify({ type: 'SUCCESS', message: t('compassPoint.menu.saved', { name: changed.name || point.name }) });
          setEditing(false);
          onChanged(changed);
        }}
      />
    </>
  );
}
