import { describe, expect, it } from 'vitest';
import { greetingLine } from './greeting.js';

describe('the home greeting', () => {
  it('is followed by the name when someone is signed in', () => {
    expect(greetingLine('Welcome to Keystone Compass,', 'Ada Lovelace')).toBe('Welcome to Keystone Compass, Ada Lovelace');
  });

  it('signed out, ends without the comma that led to the name, in any script', () => {
    expect(greetingLine('Welcome to Keystone Compass,', '')).toBe('Welcome to Keystone Compass');
    expect(greetingLine('مرحبًا بك في Keystone Compass،', '')).toBe('مرحبًا بك في Keystone Compass');
    expect(greetingLine('欢迎使用 Keystone Compass，', '')).toBe('欢迎使用 Keystone Compass');
    expect(greetingLine('Welcome', '')).toBe('Welcome');
  });
});
