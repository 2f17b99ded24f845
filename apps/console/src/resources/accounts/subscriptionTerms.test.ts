import { describe, expect, it } from 'vitest';
import { account } from '../../test/adminRecords.js';
import { draftProblems, serverErrors, termsDraft, termsRequest } from './subscriptionTerms.js';

const [w3c, nist] = account().subscriptions;

describe("a subscription's licence terms as a form", () => {
  it('starts from the terms as they are and sends them back unchanged', () => {
    expect(termsDraft(w3c)).toEqual({
      seatLimit: '5',
      downloadAllowance: { choice: 'LIMIT', limit: '3', period: 'MONTH' },
      printAllowance: { choice: 'DEFAULT', limit: '', period: 'MONTH' },
    });
    expect(termsRequest(termsDraft(w3c))).toEqual({ seatLimit: 5, downloadAllowance: { limit: 3, period: 'MONTH' }, printAllowance: null });
    // No prints allowed is a limit of 0, kept over the period it had.
    expect(termsDraft(nist).printAllowance).toEqual({ choice: 'NONE', limit: '', period: 'YEAR' });
    expect(termsRequest(termsDraft(nist))).toEqual({ seatLimit: null, downloadAllowance: null, printAllowance: { limit: 0, period: 'YEAR' } });
  });

  it('finds a number that is not whole and a limit chosen but left empty; leaves the ranges to the server', () => {
    const draft = termsDraft(w3c);
    expect(draftProblems(draft)).toEqual({});
    expect(draftProblems({ ...draft, seatLimit: '2.5', printAllowance: { choice: 'LIMIT', limit: ' ', period: 'DAY' } })).toEqual({
      seatLimit: 'console.licenceMeter.wholeNumber',
      'printAllowance.limit': 'error.NotNull',
    });
    expect(draftProblems({ ...draft, seatLimit: '200000', downloadAllowance: { choice: 'LIMIT', limit: '-1', period: 'DAY' } })).toEqual({
      'downloadAllowance.limit': 'console.licenceMeter.wholeNumber',
    });
  });

  it("places the server's field errors on their fields, an allowance's own error on its fieldset", () => {
    expect(serverErrors({ seatLimit: 'error.NotNull', downloadAllowance: { limit: 'error.NotNull', period: 'Invalid' }, printAllowance: 'error.Invalid' })).toEqual({
      seatLimit: 'error.NotNull',
      'downloadAllowance.limit': 'error.NotNull',
      'downloadAllowance.period': 'Invalid',
      printAllowance: 'error.Invalid',
    });
    expect(serverErrors(undefined)).toEqual({});
    // A number out of range is told with the field's range.
    expect(serverErrors({ seatLimit: 'error.Size', printAllowance: { limit: 'Max' } })).toEqual({
      seatLimit: 'console.licenceMeter.seatLimitHelp',
      'printAllowance.limit': 'console.licenceMeter.allowanceHelp',
    });
  });
});
