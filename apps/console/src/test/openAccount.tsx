import type { AdminAccount } from '@codex/domain';
import AccountEdit from '../resources/accounts/AccountEdit.js';
import { account, accountAllowances, accountSeats } from './adminRecords.js';
import { renderInAdmin, type Answers, type RenderInAdminOptions } from './renderInAdmin.js';

/**
 * Account 3's edit view over the admin API, as the account's own ADMIN (or the given authorities) opens it. Its GET
 * answers `account()` (or the given function's current answer, to show a change after a refresh); the IP-range PUT
 * answers with the account as saved; its seats are `accountSeats()`, its allowance use `accountAllowances()`.
 */
export function openAccount(answers: Answers = {}, authorities = ['ADMIN'], { at = '/accounts/3', i18nProvider }: Pick<RenderInAdminOptions, 'at' | 'i18nProvider'> = {}) {
  return renderInAdmin(<AccountEdit />, {
    resource: 'accounts',
    route: '/accounts/:id/*',
    at,
    authorities,
    i18nProvider,
    answers: {
      'GET /api/admin/accounts/3': { data: account() },
      'GET /api/admin/accounts/3/seats': { data: accountSeats() },
      'GET /api/admin/accounts/3/allowances': { data: accountAllowances() },
      'PUT /api/admin/accounts/3/ip-ranges': (body) => ({ data: { ...account(), ...(body as Pick<AdminAccount, 'ipRanges'>) } }),
      ...answers,
    },
  });
}
