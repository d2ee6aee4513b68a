/** checkTarget: which webhook URLs careloop may deliver to (DESIGN §9), with an injected resolver. */
import { describe, expect, it, vi } from 'vitest';
import { type Lookup, checkTarget, redactCredentials, refusedAddress } from '../../functions/webhooks/targets';

const DNS: Record<string, Array<{ address: string; family: number }>> = {
  'hooks.example.com': [{ address: '93.184.215.14', family: 4 }],
  'v6.example.com': [{ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 }],
  'dual.example.com': [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
  ],
  'internal.example.com': [{ address: '10.1.2.3', family: 4 }],
  'mixed.example.com': [
    { address: '93.184.215.14', family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
  'metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
  'mapped.example.com': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'ula.example.com': [{ address: 'fd00:ec2::254', family: 6 }],
  'cgnat.example.com': [{ address: '100.64.12.1', family: 4 }],
  'empty.example.com': [],
  localhost: [
    { address: '127.0.0.1', family: 4 },
    { address: '::1', family: 6 },
  ],
};

const fakeLookup = (): Lookup & ReturnType<typeof vi.fn> =>
  vi.fn(async (hostname: string) => {
    const found = DNS[hostname];
    if (found) return found;
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  }) as unknown as Lookup & ReturnType<typeof vi.fn>;

const check = (url: string, allowPrivate = false) => checkTarget(url, { allowPrivate, lookup: fakeLookup() });

type Row = [url: string, expected: 'ok' | RegExp];

describe('checkTarget without ALLOW_PRIVATE_WEBHOOK_TARGETS', () => {
  const rows: Row[] = [
    // public targets
    ['https://8.8.8.8/hook', 'ok'],
    ['https://[2606:4700:4700::1111]/hook', 'ok'],
    ['https://hooks.example.com/careloop', 'ok'],
    ['https://v6.example.com/careloop', 'ok'],
    ['https://dual.example.com:8443/careloop?tenant=1', 'ok'],
    ['https://HOOKS.example.com./careloop', 'ok'],
    ['https://172.32.0.1/just-outside-172.16/12', 'ok'],
    // RFC 1918
    ['https://10.0.0.1/hook', /^the host 10\.0\.0\.1 is a private address \(for local testing, set ALLOW_PRIVATE_WEBHOOK_TARGETS=true to allow it\)$/],
    ['https://10.255.255.255/hook', /private/],
    ['https://172.16.5.4/hook', /private/],
    ['https://172.31.255.255/hook', /private/],
    ['https://192.168.1.1/hook', /private/],
    // loopback, also in the shapes WHATWG URL parsing turns into 127.0.0.1
    ['https://127.0.0.1/hook', /loopback/],
    ['https://127.1.2.3/hook', /loopback/],
    ['https://0x7f.1/hook', /127\.0\.0\.1 is a loopback address/],
    ['https://2130706433/hook', /127\.0\.0\.1 is a loopback address/],
    // link-local, cloud metadata
    ['https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a link-local address/],
    ['https://169.254.1.1/hook', /link-local/],
    // carrier-grade NAT
    ['https://100.64.0.1/hook', /carrier-grade NAT/],
    ['https://100.127.255.254/hook', /carrier-grade NAT/],
    // unspecified, broadcast, multicast, reserved
    ['https://0.0.0.0/hook', /unspecified/],
    ['https://255.255.255.255/hook', /broadcast/],
    ['https://224.0.0.1/hook', /multicast/],
    ['https://240.0.0.1/hook', /reserved/],
    ['https://192.0.2.10/hook', /reserved/],
    // IPv6
    ['https://[::1]/hook', /::1 is a loopback address/],
    ['https://[::]/hook', /unspecified/],
    ['https://[fc00::1]/hook', /unique-local/],
    ['https://[fd12:3456:789a::1]/hook', /unique-local/],
    ['https://[fe80::1]/hook', /link-local/],
    ['https://[fec0::1]/hook', /site-local/],
    ['https://[ff02::1]/hook', /multicast/],
    ['https://[2001:db8::1]/hook', /reserved/],
    ['https://[::ffff:127.0.0.1]/hook', /loopback/],
    ['https://[::ffff:10.0.0.1]/hook', /private/],
    ['https://[::ffff:169.254.169.254]/hook', /link-local/],
    ['https://[::127.0.0.1]/hook', /reserved .*ipv4Compatible/],
    ['https://[64:ff9b::a00:1]/hook', /reserved .*rfc6052/],
    ['https://[2002:a00:1::1]/hook', /reserved .*6to4/],
    // public names that resolve to addresses nobody outside may reach
    ['https://internal.example.com/hook', /^the host internal\.example\.com resolves to 10\.1\.2\.3, a private address \(for local testing, set ALLOW_PRIVATE_WEBHOOK_TARGETS=true to allow it\)$/],
    ['https://mixed.example.com/hook', /resolves to 192\.168\.0\.10/],
    ['https://metadata.example.com/hook', /link-local/],
    ['https://mapped.example.com/hook', /loopback/],
    ['https://ula.example.com/hook', /unique-local/],
    ['https://cgnat.example.com/hook', /carrier-grade NAT/],
    // names
    ['https://localhost/hook', /loopback name/],
    ['https://localhost./hook', /loopback name/],
    ['https://api.localhost/hook', /loopback name/],
    ['https://nowhere.invalid/hook', /could not be resolved \(ENOTFOUND\)/],
    ['https://empty.example.com/hook', /no addresses/],
    // shape of the URL
    ['https://user:secret@hooks.example.com/hook', /user name or password/],
    ['https://user@hooks.example.com/hook', /user name or password/],
    ['http://hooks.example.com/hook', /plain http/],
    ['http://8.8.8.8/hook', /plain http/],
    ['ftp://hooks.example.com/hook', /scheme ftp/],
    ['file:///etc/passwd', /scheme file/],
    ['javascript:alert(1)', /scheme javascript/],
    ['hooks.example.com/hook', /not an absolute URL/],
    ['', /not an absolute URL/],
  ];

  it.each(rows)('%s → %s', async (url, expected) => {
    const result = await check(url);
    if (expected === 'ok') {
      expect(result).toMatchObject({ ok: true });
      expect(result.ok && result.addresses.length).toBeGreaterThan(0);
    } else {
      expect(result.ok, JSON.stringify(result)).toBe(false);
      expect(!result.ok && result.reason).toMatch(expected);
    }
  });

  it('names ALLOW_PRIVATE_WEBHOOK_TARGETS when that setting would allow the target, and only then', async () => {
    for (const url of ['http://8.8.8.8/hook', 'https://127.0.0.1/hook', 'https://localhost/hook', 'https://10.0.0.8/hook']) {
      const result = await check(url);
      expect(!result.ok && result.reason, url).toMatch(/set ALLOW_PRIVATE_WEBHOOK_TARGETS=true/);
    }
    for (const url of ['https://0.0.0.0/hook', 'https://224.0.0.1/hook', 'ftp://hooks.example.com/hook', 'https://user:pw@hooks.example.com/hook']) {
      const result = await check(url);
      expect(result.ok, url).toBe(false);
      expect(!result.ok && result.reason, url).not.toMatch(/ALLOW_PRIVATE_WEBHOOK_TARGETS/);
    }
  });

  it('has a table of at least 25 URLs', () => {
    expect(rows.length).toBeGreaterThanOrEqual(25);
  });

  it('returns every address of the name, for the delivery worker to connect to', async () => {
    expect(await check('https://dual.example.com/hook')).toEqual({
      ok: true,
      addresses: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      ],
    });
    expect(await check('https://[2606:4700:4700::1111]/')).toEqual({ ok: true, addresses: [{ address: '2606:4700:4700::1111', family: 6 }] });
  });

  it('resolves names with { all: true } and never literal addresses or localhost', async () => {
    const lookup = fakeLookup();
    await checkTarget('https://hooks.example.com/', { allowPrivate: false, lookup });
    expect(lookup).toHaveBeenCalledWith('hooks.example.com', { all: true });
    lookup.mockClear();
    await checkTarget('https://8.8.8.8/', { allowPrivate: false, lookup });
    await checkTarget('https://[::1]/', { allowPrivate: false, lookup });
    await checkTarget('https://localhost/', { allowPrivate: false, lookup });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses a name whose resolution does not answer in time', async () => {
    const never: Lookup = () => new Promise(() => {});
    const result = await checkTarget('https://slow.example.com/', { allowPrivate: false, lookup: never, lookupTimeoutMs: 20 });
    expect(result).toEqual({ ok: false, reason: 'the host slow.example.com could not be resolved' });
  });

  it('uses node:dns by default (a literal address needs no resolver)', async () => {
    expect(await checkTarget('https://1.1.1.1/', { allowPrivate: false })).toEqual({ ok: true, addresses: [{ address: '1.1.1.1', family: 4 }] });
  });
});

describe('checkTarget with ALLOW_PRIVATE_WEBHOOK_TARGETS', () => {
  it.each<Row>([
    ['http://127.0.0.1:8080/hook', 'ok'],
    ['http://localhost:3000/hook', 'ok'],
    ['https://10.0.0.1/hook', 'ok'],
    ['https://169.254.169.254/hook', 'ok'],
    ['http://[::1]:9000/hook', 'ok'],
    ['https://internal.example.com/hook', 'ok'],
    ['https://[::ffff:127.0.0.1]/hook', 'ok'],
    // never deliverable, whatever the setting
    ['http://0.0.0.0/hook', /unspecified/],
    ['http://255.255.255.255/hook', /broadcast/],
    ['http://224.0.0.1/hook', /multicast/],
    ['http://240.0.0.1/hook', /reserved/],
    ['ftp://127.0.0.1/hook', /scheme ftp/],
    ['http://user:pw@127.0.0.1/hook', /user name or password/],
    ['http://nowhere.invalid/hook', /could not be resolved/],
  ])('%s → %s', async (url, expected) => {
    const result = await check(url, true);
    if (expected === 'ok') expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    else expect(!result.ok && result.reason).toMatch(expected);
  });
});

describe('helpers', () => {
  it('refusedAddress judges one resolved address', () => {
    expect(refusedAddress('93.184.215.14', false)).toBeNull();
    expect(refusedAddress('10.0.0.1', false)).toBe('10.0.0.1 is a private address');
    expect(refusedAddress('10.0.0.1', true)).toBeNull();
    expect(refusedAddress('not-an-ip', true)).toBe('not-an-ip is not an IP address');
  });

  it('redactCredentials hides a user name and password', () => {
    expect(redactCredentials('https://user:hunter2@hooks.example.com/x')).toBe('https://REDACTED@hooks.example.com/x');
    expect(redactCredentials('https://hooks.example.com/x')).toBe('https://hooks.example.com/x');
    expect(redactCredentials('not a url')).toBe('not a url');
  });
});
