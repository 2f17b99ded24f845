import { describe, expect, it } from 'vitest';
import { truncateUserName } from './userName.js';

describe('truncateUserName', () => {
  it('keeps names of up to 40 characters', () => {
    expect(truncateUserName('Ada Lovelace')).toBe('Ada Lovelace');
    expect(truncateUserName('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts longer names at 40 characters and adds an ellipsis', () => {
    expect(truncateUserName('Augusta Ada King, Countess of Lovelace, née Byron')).toBe('Augusta Ada King, Countess of Lovelace, …');
  });
});
