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

describe('FILE_STORE and S3_*', () => {
  it('is the local folder under DATA_DIR by default', () => {
    expect(parseConfig({ DATA_DIR: '/srv/codex' }).fileStore).toEqual({ kind: 'local', dir: '/srv/codex/files' });
  });

  it('takes an S3-compatible bucket with its endpoint, keys and path style', () => {
    const config = parseConfig({
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'codex-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.fileStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'codex-files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('stops start-up naming the variable when the bucket is missing or wrong, or only one key is given', () => {
    expect(() => parseConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: is required when FILE_STORE is s3/);
    expect(() => parseConfig({ FILE_STORE: 's3', S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => parseConfig({ FILE_STORE: 's3', S3_BUCKET: 'codex', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseConfig({ FILE_STORE: 'nfs' })).toThrow(/FILE_STORE/);
    expect(() => parseConfig({ FILE_STORE: 's3', S3_BUCKET: 'codex', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('REDIS_URL and CHANGES_POLL_MS', () => {
  it('are unset and 5 s by default; empty REDIS_URL means unset', () => {
    expect(parseConfig({}).redisUrl).toBeNull();
    expect(parseConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(parseConfig({}).changes.pollMs).toBe(5000);
    expect(parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379', CHANGES_POLL_MS: '0' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', changes: { pollMs: 0 } });
  });

  it('refuses another scheme or a negative interval, naming the variable', () => {
    expect(() => parseConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(() => parseConfig({ CHANGES_POLL_MS: '-1' })).toThrow(/CHANGES_POLL_MS/);
  });
});

describe('limits against abuse and REDIS_KEY_PREFIX', () => {
  it('have defaults that never hinder a real person; empty means the default and 0 turns a limit off', () => {
    expect(parseConfig({}).abuseLimits).toEqual({
      shares: { perUserHour: 50, perAccountDay: 500 },
      groupMails: { perUserHour: 20, perAccountDay: 200 },
      userSearches: { perUserMinute: 60 },
      searches: { perUserSecond: 25 },
      fullText: { perUserHour: 300 },
    });
    expect(parseConfig({ LIMIT_SEARCHES_PER_USER_SECOND: '' }).abuseLimits.searches.perUserSecond).toBe(25);
    expect(parseConfig({ LIMIT_SEARCHES_PER_USER_SECOND: '0', LIMIT_FULL_TEXT_PER_USER_HOUR: '1000' }).abuseLimits).toMatchObject({
      searches: { perUserSecond: 0 },
      fullText: { perUserHour: 1000 },
    });
    expect(parseConfig({}).redisKeyPrefix).toBe('codex-rate-limit:');
    expect(parseConfig({ REDIS_KEY_PREFIX: 'staging:limits:' }).redisKeyPrefix).toBe('staging:limits:');
  });

  it('refuses a negative, fractional or non-numeric limit and a prefix with spaces, naming the variable', () => {
    expect(() => parseConfig({ LIMIT_SHARES_PER_USER_HOUR: '-1' })).toThrow(/LIMIT_SHARES_PER_USER_HOUR/);
    expect(() => parseConfig({ LIMIT_GROUP_MAILS_PER_ACCOUNT_DAY: '2.5' })).toThrow(/LIMIT_GROUP_MAILS_PER_ACCOUNT_DAY/);
    expect(() => parseConfig({ LIMIT_USER_SEARCHES_PER_USER_MINUTE: 'many' })).toThrow(/LIMIT_USER_SEARCHES_PER_USER_MINUTE/);
    expect(() => parseConfig({ REDIS_KEY_PREFIX: 'my limits' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('PROCESS_HEADER', () => {
  const processHeader = (value?: string) => parseConfig(value === undefined ? {} : { PROCESS_HEADER: value }).processHeader;

  it('is off by default and turned on with true', () => {
    expect(processHeader()).toBe(false);
    expect(processHeader('true')).toBe(true);
    expect(processHeader('false')).toBe(false);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => processHeader('on please')).toThrow(/PROCESS_HEADER/);
  });
});

describe('SMTP_URL in production, and MAIL_CATCHER', () => {
  it('refuses to start in production without SMTP_URL, naming the setting and how to keep the catcher', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL: is required when NODE_ENV is production/);
    expect(() => parseConfig({ NODE_ENV: 'production', MAIL_CATCHER_PORT: '2525' })).toThrow(/set MAIL_CATCHER=embedded/);
  });

  it('starts in production with a mail server, or with the embedded catcher asked for by name', () => {
    expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://codex:secret@mail.example.org:465' }).mail.smtpUrl).toBe('smtps://codex:secret@mail.example.org:465');
    const withCatcher = parseConfig({ NODE_ENV: 'production', MAIL_CATCHER: 'embedded', MAIL_CATCHER_PORT: '2626' });
    expect(withCatcher.mail).toMatchObject({ smtpUrl: null, catcherPort: 2626 });
  });

  it('keeps the embedded catcher as the default outside production', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) expect(parseConfig(NODE_ENV ? { NODE_ENV } : {}).mail.smtpUrl, NODE_ENV).toBeNull();
  });

  it('refuses another MAIL_CATCHER value, and the catcher together with SMTP_URL', () => {
    expect(() => parseConfig({ MAIL_CATCHER: 'yes' })).toThrow(/MAIL_CATCHER: must be embedded/);
    expect(() => parseConfig({ MAIL_CATCHER: 'embedded', SMTP_URL: 'smtp://mail.example.org:587' })).toThrow(/MAIL_CATCHER: embedded and SMTP_URL exclude each other/);
  });
});
