import { describe, expect, it } from 'vitest';
import { AdminAccountListQuery, GrantSubscriptionRequest, ReplaceIpRangesRequest } from './admin-accounts.js';
import { AuditsQuery, LoggerLevelChange } from './management.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('GrantSubscriptionRequest', () => {
  it('takes a publisher, or a collection of one, with an optional end', () => {
    expect(GrantSubscriptionRequest.safeParse({ kind: 'PUBLISHER', publisherCode: 'NIST', startDate: '2026-01-01' }).success).toBe(true);
    expect(GrantSubscriptionRequest.safeParse({ kind: 'COLLECTION', publisherCode: 'NIST', collectionCode: 'SP 800', startDate: '2026-01-01', endDate: '2026-12-31' }).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    expect(issues(GrantSubscriptionRequest.safeParse({ kind: 'COLLECTION', publisherCode: 'NIST', startDate: '2026-01-01' }))).toEqual(['collectionCode:NotBlank']);
    expect(issues(GrantSubscriptionRequest.safeParse({ kind: 'PUBLISHER', publisherCode: 'NIST', collectionCode: 'SP 800', startDate: '2026-01-01' }))).toEqual(['collectionCode:Null']);
    expect(issues(GrantSubscriptionRequest.safeParse({ kind: 'PUBLISHER', publisherCode: 'NIST', startDate: '2026-02-01', endDate: '2026-01-31' }))).toEqual(['endDate:DateRange']);
  });
});

describe('query and body shapes', () => {
  it('audits: an inverted date range is an error on toDate', () => {
    expect(issues(AuditsQuery.safeParse({ fromDate: '2026-02-01', toDate: '2026-01-31' }))).toEqual(['toDate:DateRange']);
    expect(AuditsQuery.parse({})).toMatchObject({ page: 0, size: 20, sort: 'createdDate,desc' });
  });

  it('accounts: sort is field,direction of the listed fields', () => {
    expect(AdminAccountListQuery.parse({ sort: 'accountNumber,DESC' }).sort).toBe('accountNumber,DESC');
    expect(AdminAccountListQuery.safeParse({ sort: 'password,asc' }).success).toBe(false);
  });

  it('loggers: only the listed levels, or null to follow root', () => {
    expect(LoggerLevelChange.safeParse({ configuredLevel: null }).success).toBe(true);
    expect(LoggerLevelChange.safeParse({ configuredLevel: 'debug' }).success).toBe(false);
  });

  it('IP ranges: at most 100 entries of at most 64 characters', () => {
    expect(ReplaceIpRangesRequest.safeParse({ ipRanges: Array.from({ length: 101 }, () => '192.0.2.1') }).success).toBe(false);
    expect(ReplaceIpRangesRequest.safeParse({ ipRanges: ['1'.repeat(65)] }).success).toBe(false);
  });
});
