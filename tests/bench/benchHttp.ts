import { request } from 'node:http';

/** One answer as node:http received it: status, exact bytes, content type and ETag. */
export interface RawAnswer {
  status: number;
  body: Buffer;
  contentType: string;
  etag?: string;
}

/** A JSON call that must succeed: the parsed answer, or an error naming the call and its answer. */
export async function callJson(url: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** One GET with exactly these headers (as autocannon sends it: no Accept-Encoding unless given). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((ok, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), contentType: String(res.headers['content-type']), etag: res.headers.etag }));
    }).on('error', fail).end();
  });
}

/** `rawGet` that must answer 200. */
export async function rawGetOk(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  const answer = await rawGet(url, headers);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  return answer;
}
