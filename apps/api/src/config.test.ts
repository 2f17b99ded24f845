import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

const trustProxy = (value?: string) => parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is false by default and takes true/false', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
  });

  it('takes a comma-separated list of addresses and CIDR ranges', () => {
    expect(trustProxy('127.0.0.1,::1')).toEqual(['127.0.0.1', '::1']);
    expect(trustProxy(' 10.0.0.0/8 , loopback ')).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('refuses anything else, naming what it did not understand', () => {
    expect(() => trustProxy('proxy.example')).toThrow(ConfigError);
    expect(() => trustProxy('127.0.0.1,10.0.0.0/99')).toThrow(/not understood: 10\.0\.0\.0\/99/);
    expect(() => trustProxy(',')).toThrow(ConfigError);
  });
});

describe('LOG_FILE', () => {
  it('is unset by default (stdout only), empty means unset, and a relative path is made absolute', () => {
    expect(parseConfig({}).logFile).toBeNull();
    expect(parseConfig({ LOG_FILE: '' }).logFile).toBeNull();
    expect(parseConfig({ LOG_FILE: 'logs/server.log' }).logFile).toBe(path.resolve('logs/server.log'));
    expect(parseConfig({ LOG_FILE: '/var/log/codex/server.log' }).logFile).toBe('/var/log/codex/server.log');
  });
});

describe('SEARCH_CACHE_MB', () => {
  const cacheBytes = (value?: string) => parseConfig(value === undefined ? {} : { SEARCH_CACHE_MB: value }).search.cacheBytes;

  it('is 64 MB by default, empty means unset, and 0 turns the answers kept in memory off', () => {
    expect(cacheBytes()).toBe(64 * 1024 * 1024);
    expect(cacheBytes('')).toBe(64 * 1024 * 1024);
    expect(cacheBytes('0')).toBe(0);
    expect(cacheBytes('0.5')).toBe(512 * 1024);
  });

  it('refuses a value that is no number, below 0 or above 4096, naming the variable', () => {
    for (const value of ['lots', '-1', '4097', '64MB']) expect(() => cacheBytes(value), value).toThrow(/SEARCH_CACHE_MB/);
  });
});
