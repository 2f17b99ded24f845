import { describe, expect, it } from 'vitest';
import { parseConfig, SECRET_CONFIG_PATHS, SECRET_KEYS } from '../../config.js';
import { maskConfiguration, maskEnvironment, maskUrlPasswords } from './management.service.js';

describe('maskUrlPasswords', () => {
  it.each([
    ['postgres://codex:s3cret@db:5432/codex', 'postgres://codex:******@db:5432/codex'],
    ['postgresql://u:p%40ss@h/db?sslmode=require', 'postgresql://u:******@h/db?sslmode=require'],
    ['two: redis://:pw@cache:6379 and amqp://a:b@mq', 'two: redis://:******@cache:6379 and amqp://a:******@mq'],
  ])('%s', (input, masked) => expect(maskUrlPasswords(input)).toBe(masked));

  it('leaves URLs without a password as they are', () => {
    for (const url of ['http://localhost:8080/oidc', 'postgres://codex@db/codex', 'mailto:ops@example.org']) expect(maskUrlPasswords(url)).toBe(url);
  });
});

describe('maskEnvironment', () => {
  it('masks the secret keys, secret-looking names and URL passwords, and keeps the rest', () => {
    const masked = maskEnvironment(
      {
        DATABASE_URL: 'postgres://codex@db/codex',
        OIDC_COOKIE_SECRET: 'x'.repeat(32),
        GITHUB_TOKEN: 'ghp_1',
        AWS_ACCESS_KEY_ID: 'AKIA1',
        SMTP_PASSWORD: 'p',
        GOOGLE_APPLICATION_CREDENTIALS: '/etc/creds.json',
        MIRROR: 'https://me:hunter2@mirror.example/',
        HOME: '/home/codex',
      },
      SECRET_KEYS,
    );
    expect(masked).toEqual({
      AWS_ACCESS_KEY_ID: '******',
      DATABASE_URL: '******',
      GITHUB_TOKEN: '******',
      GOOGLE_APPLICATION_CREDENTIALS: '******',
      HOME: '/home/codex',
      MIRROR: 'https://me:******@mirror.example/',
      OIDC_COOKIE_SECRET: '******',
      SMTP_PASSWORD: '******',
    });
  });
});

describe('maskConfiguration', () => {
  it('masks where the secret keys land in the parsed configuration', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://codex:pw@db/codex', OIDC_COOKIE_SECRET: 'c'.repeat(32), PUBLIC_URL: 'https://docs.example.org' });
    const masked = maskConfiguration(config, SECRET_CONFIG_PATHS) as typeof config;
    expect(masked.database).toEqual({ driver: 'postgres', url: '******', poolSize: 10 });
    expect(masked.oidc.cookieSecret).toBe('******');
    expect(masked.oidc.issuer).toBe('https://docs.example.org/oidc');
    expect(JSON.stringify(masked)).not.toContain('c'.repeat(32));
    expect(config.oidc.cookieSecret).toBe('c'.repeat(32));
  });

  it('masks secret-looking keys at any depth and URL passwords in any string', () => {
    expect(maskConfiguration({ mail: { apiKey: 'k1', relay: 'smtp://u:pw@relay' }, list: [{ token: 't' }], unset: { password: null } }, [])).toEqual({
      mail: { apiKey: '******', relay: 'smtp://u:******@relay' },
      list: [{ token: '******' }],
      unset: { password: null },
    });
  });
});
