import { lazy } from 'react';
import WebhookIcon from '@mui/icons-material/Webhook';
import { ACCOUNT_ADMINS } from '../../providers/access.js';

/** The resource's own calls, which the console's data provider joins to react-admin's methods. */
export { webhookCalls, type WebhookCalls } from './webhookCalls.js';

/** Webhooks: an account's admin (their account) or the operator (any account of the tenant) registers receivers. */
export default {
  name: 'webhooks',
  access: ACCOUNT_ADMINS,
  list: lazy(() => import('./WebhookList.js')),
  create: lazy(() => import('./WebhookCreate.js')),
  edit: lazy(() => import('./WebhookEdit.js')),
  icon: WebhookIcon,
  recordRepresentation: 'url',
};
