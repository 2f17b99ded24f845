import { lazy } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'tenants',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./TenantList.js')),
  edit: lazy(() => import('./TenantEdit.js')),
  icon: ApartmentIcon,
  recordRepresentation: 'tenantName',
};
