import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'empowerment-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.accessTokenTtlSec).toBe(15 * 60);
    expect(c.refreshTokenTtlSec).toBe(7 * 86400);
    expect(c.resetTokenTtlSec).toBe(3600);
    expect(c.inviteTokenTtlSec).toBe(72 * 3600);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret).toHaveLength(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(a.jwtSecret);
  });

  it('creates DATA_DIR for its owner only (0700) and the JWT secret readable by its owner only (0600)', () => {
    const dir = path.join(dataDir(), 'new', 'data');
    loadConfig({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('stops with a sentence naming DATA_DIR when the folder cannot be made', () => {
    const file = path.join(dataDir(), 'a-file');
    writeFileSync(file, '');
    const dir = path.join(file, 'data');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(`Impossibile creare la cartella dati ${dir}`);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ ACCESS_TOKEN_TTL: '15 minutes' }, 'ACCESS_TOKEN_TTL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on a bad value: %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('refuses ADMIN_PASSWORD without ADMIN_EMAIL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_PASSWORD: 'Admin123!' })).toThrow('ADMIN_PASSWORD richiede ADMIN_EMAIL');
  });

  it('reads durations and a public address without its trailing slash', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      ACCESS_TOKEN_TTL: '30s',
      REFRESH_TOKEN_TTL: '2d',
      PUBLIC_URL: 'https://empowerment.example.org/',
    });
    expect(c.accessTokenTtlSec).toBe(30);
    expect(c.refreshTokenTtlSec).toBe(172800);
    expect(c.publicUrl).toBe('https://empowerment.example.org');
  });
});
