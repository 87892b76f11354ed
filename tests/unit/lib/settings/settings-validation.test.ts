import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import {
  type ConnectionInput,
  checkServiceLikeUrl,
  validateConnection,
} from '@/lib/settings/connection-validation';
import { originsToRequest } from '@/lib/settings/host-permissions';
import { isLoopbackHost } from '@/lib/settings/loopback-hosts';

const valid: ConnectionInput = {
  serviceUrl: 'https://api.example.com/',
  authUrl: 'https://www.example.com',
  clientId: 'client-123',
  exchange: 'appKey',
  brokerUrl: '',
  appKey: 'key-abc',
};

const problemsOf = (input: Partial<ConnectionInput>, hasStoredAppKey = false) => {
  const result = validateConnection({ ...valid, ...input }, { hasStoredAppKey });
  return result.ok ? [] : result.problems;
};

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1'])('accepts %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  // 127.1.2.3 and ::1 are loopback too, but the manifest grants only the two hosts above.
  it.each(['example.com', '128.0.0.1', '127.1.2.3', '::1', '127.0.0', 'localhost.evil.com', '10.0.0.1'])(
    'rejects %s',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe('validateConnection', () => {
  it('accepts a complete https configuration and normalises the URLs', () => {
    const result = validateConnection(valid, { hasStoredAppKey: false });
    expect(result).toEqual({
      ok: true,
      value: {
        settings: {
          serviceUrl: 'https://api.example.com',
          authUrl: 'https://www.example.com',
          clientId: 'client-123',
          exchange: 'appKey',
          brokerUrl: '',
        },
        newAppKey: 'key-abc',
      },
    });
  });

  it('allows plain http on loopback only', () => {
    expect(problemsOf({ serviceUrl: 'http://127.0.0.1:4010', authUrl: 'http://localhost:4010' })).toEqual([]);
    // Loopback, but not granted by the manifest: the browser would block every call to it.
    expect(problemsOf({ serviceUrl: 'http://[::1]:4010' })[0]?.field).toBe('serviceUrl');
    const [problem] = problemsOf({ serviceUrl: 'http://api.example.com' });
    expect(problem.field).toBe('serviceUrl');
    expect(problem.message).toContain('Service URL must start with https://');
  });

  it('names the field and says what to do for a relative or malformed URL', () => {
    const [problem] = problemsOf({ authUrl: 'www.example.com/login' });
    expect(problem).toEqual({
      field: 'authUrl',
      message: expect.stringMatching(/^Sign-in URL is not a full web address\. Enter it with https:\/\//),
    });
    expect(problemsOf({ serviceUrl: 'ftp://example.com' })[0].field).toBe('serviceUrl');
    expect(problemsOf({ serviceUrl: '' })[0].message).toContain('Service URL is empty');
  });

  it('refuses user info, queries and fragments in addresses', () => {
    expect(problemsOf({ serviceUrl: 'https://user:pw@api.example.com' })[0].message).toContain('user name');
    expect(problemsOf({ serviceUrl: 'https://api.example.com/?v=1' })[0].message).toContain('without ? or #');
    expect(problemsOf({ authUrl: 'https://www.example.com/#x' })[0].field).toBe('authUrl');
  });

  it('requires a client id without spaces', () => {
    expect(problemsOf({ clientId: '  ' })).toEqual([
      { field: 'clientId', message: expect.stringContaining('Client ID is empty') },
    ]);
    expect(problemsOf({ clientId: 'a b' })[0].message).toContain('must not contain spaces');
  });

  it('requires an app key unless one is stored, and never asks for it in broker mode', () => {
    expect(problemsOf({ appKey: '' })[0]).toEqual({
      field: 'appKey',
      message: expect.stringContaining('App API key is empty'),
    });
    const keep = validateConnection({ ...valid, appKey: '' }, { hasStoredAppKey: true });
    expect(keep.ok && keep.value.newAppKey).toBe(null);
    expect(
      problemsOf({ exchange: 'broker', appKey: '', brokerUrl: 'https://broker.example.com/token' }),
    ).toEqual([]);
  });

  it('checks the broker URL by the same rules in broker mode', () => {
    expect(problemsOf({ exchange: 'broker', brokerUrl: '' })[0]).toEqual({
      field: 'brokerUrl',
      message: expect.stringContaining('Token broker URL is empty'),
    });
    expect(problemsOf({ exchange: 'broker', brokerUrl: 'http://broker.example.com' })[0].field).toBe(
      'brokerUrl',
    );
  });

  it('reports every problem at once', () => {
    const fields = problemsOf({ serviceUrl: 'x', authUrl: '', clientId: '', appKey: '' }).map((p) => p.field);
    expect(fields).toEqual(['serviceUrl', 'authUrl', 'clientId', 'appKey']);
  });

  it('keeps a path prefix of the service URL', () => {
    expect(checkServiceLikeUrl('https://example.com/api/', 'serviceUrl')).toEqual({
      ok: true,
      url: 'https://example.com/api',
    });
  });
});

describe('originsToRequest', () => {
  it('asks for non-loopback origins only, once each, without ports', () => {
    expect(
      originsToRequest([
        'https://api.example.com:8443/v',
        'https://api.example.com',
        'http://127.0.0.1:4010',
        'https://broker.example.org/token',
        '',
      ]),
    ).toEqual(['https://api.example.com/*', 'https://broker.example.org/*']);
  });
});
