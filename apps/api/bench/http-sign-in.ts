import crypto from 'node:crypto';

/**
 * Signs in over real HTTP through the embedded provider's authorization-code + PKCE flow,
 * the way a browser would, and returns the access token. Used by benchmarks and scripts.
 */
export async function signInOverHttp(baseUrl: string, login: string, password: string, clientId = 'codex-web'): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseUrl), { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: cookieHeader() } });
    remember(res);
    return res;
  };

  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseUrl}/implicit/callback`;
  const auth = new URL('/oidc/auth', baseUrl);
  auth.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: crypto.randomBytes(8).toString('hex'),
  }).toString();

  let res = await go(auth.toString());
  let location = res.headers.get('location');
  let code: string | null = null;
  for (let hop = 0; hop < 10 && location; hop++) {
    if (location.startsWith(redirectUri)) {
      code = new URL(location).searchParams.get('code');
      break;
    }
    res = await go(location);
    if (res.status === 200) {
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
      const userField = /<input[^>]*name="([^"]+)"[^>]*autocomplete="username"/i.exec(html)?.[1] ?? 'username';
      const passField = /<input[^>]*type="password"[^>]*name="([^"]+)"|<input[^>]*name="([^"]+)"[^>]*type="password"/i.exec(html);
      const passName = passField?.[1] ?? passField?.[2] ?? 'password';
      if (!action) throw new Error('no login form found');
      const hidden = [...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)].map((m) => [m[1], m[2]]);
      const body = new URLSearchParams([...hidden, [userField, login], [passName, password]] as [string, string][]);
      res = await go(action.replaceAll('&amp;', '&'), { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    }
    location = res.headers.get('location');
  }
  if (!code) throw new Error(`sign-in as ${login} did not reach the callback (last status ${res.status})`);
  const token = await fetch(new URL('/oidc/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
  });
  const json = (await token.json()) as { access_token?: string; error?: string };
  if (!json.access_token) throw new Error(`token request failed: ${JSON.stringify(json)}`);
  return json.access_token;
}
