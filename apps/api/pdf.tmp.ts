import { signInOverHttp } from './bench/http-sign-in.js';
const base = 'http://localhost:8090';
const token = await signInOverHttp(base, 'ada', 'Ada-Reads-Standards-1');
const h = { authorization: `Bearer ${token}` };
const url = `${base}/api/documents/pdf/contentCode?contentCode=IETF-RFC9110`;
for (let i = 0; i < 5; i++) {
  let t = performance.now();
  const [a, b] = await Promise.all([fetch(url, { headers: { ...h, Range: 'bytes=0-65535' } }), fetch(url, { headers: { ...h, Range: 'bytes=-131072' } })]);
  await a.arrayBuffer(); await b.arrayBuffer();
  const two = performance.now() - t;
  t = performance.now();
  const c = await fetch(url, { headers: { ...h, Range: 'bytes=0-65535' } }); await c.arrayBuffer();
  const one = performance.now() - t;
  t = performance.now();
  const m = await fetch(`${base}/api/documents/metadata?contentCode=IETF-RFC9110`, { headers: h }); await m.text();
  console.log(`two ranges ${two.toFixed(0)} ms, one range ${one.toFixed(0)} ms (${a.status} ${b.status}), metadata ${(performance.now() - t).toFixed(0)} ms`);
}
