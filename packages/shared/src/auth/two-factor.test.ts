import { describe, expect, it } from 'vitest';
import { describeDevice, TwoFactorConfirmSchema, TwoFactorDisableSchema } from '.';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36', 'Chrome su Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox su Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge su Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari su iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari su macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome su Android',
    ],
    ['curl/8.5.0', 'Dispositivo sconosciuto'],
    [undefined, 'Dispositivo sconosciuto'],
  ])('%s → %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });
});

describe('two-factor bodies', () => {
  it('want a 6-digit code to confirm, and the password or a code to turn it off', () => {
    expect(TwoFactorConfirmSchema.safeParse({ code: ' 123456 ' }).data).toEqual({ code: '123456' });
    expect(TwoFactorConfirmSchema.safeParse({ code: '12345' }).error?.issues[0].message).toBe('Inserisci il codice di 6 cifre');
    expect(TwoFactorDisableSchema.safeParse({}).success).toBe(false);
    expect(TwoFactorDisableSchema.safeParse({ password: 'x' }).success).toBe(true);
  });
});
