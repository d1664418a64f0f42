// Helpers for the emulator's HTTP tests: a running emulator per test file and a
// shopper with its own cookie jar (so two shoppers are two sessions).
import { request as httpRequest } from 'node:http';
import { after, before } from 'node:test';
import type { EmulatorOptions } from './app.ts';
import { startEmulator, type RunningStore } from './server.ts';

/** Starts the emulator on 127.0.0.1 for this test file and closes it afterwards. */
export function useEmulator(options: EmulatorOptions = {}): { readonly url: string; readonly downloadsServiceUrl: string } {
  let running: RunningStore | undefined;
  before(async () => {
    running = await startEmulator({ ...options, port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await running?.close();
  });
  return {
    get url() {
      if (!running) throw new Error('The emulator has not started yet.');
      return running.url;
    },
    /** The downloads ownership service beside it (downloads-service.ts). */
    get downloadsServiceUrl() {
      if (!running?.downloadsServiceUrl) throw new Error('The downloads service has not started.');
      return running.downloadsServiceUrl;
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as bytes, for images. */
  bytes: Uint8Array;
  json: <T = any>() => T;
}

/** A browser-like client: keeps cookies and sends the headers stencil-utils sends. */
export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: () => string) {}

  get csrfToken(): string {
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }

  /** The first request gets the session and CSRF cookies. */
  async start(): Promise<this> {
    await this.request('GET', '/__emulator/session');
    return this;
  }

  async request(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string>; templates?: string[]; redirect?: RequestRedirect } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-requested-with': 'stencil-utils',
      'stencil-config': '{}',
      'stencil-options': init.templates ? JSON.stringify({ render_with: init.templates.join(',') }) : '{}',
      'x-xsrf-token': this.csrfToken,
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...init.headers,
    };
    if (typeof init.body === 'string' && !('content-type' in headers))
      headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    const response = await fetch(this.base() + path, { method, headers, body: init.body, redirect: init.redirect ?? 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    return { status: response.status, headers: response.headers, text, bytes, json: () => JSON.parse(text) };
  }

  /**
   * What a browser does without JavaScript: follow a link (GET) or submit a form
   * (POST, urlencoded, with the token field), as a navigation. Sent with node:http
   * because fetch always says `sec-fetch-mode: cors`, and the emulator answers
   * navigations with pages and redirects (protocol.ts isNavigation).
   */
  async navigate(path: string, form?: Record<string, string>, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const answer = await sendHttp(
      new URL(this.base() + path),
      form ? 'POST' : 'GET',
      {
        accept: 'text/html',
        'sec-fetch-mode': 'navigate',
        // A browser says a form was posted from the store's own page.
        ...(form ? { origin: new URL(this.base()).origin, 'sec-fetch-site': 'same-origin' } : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) }),
        ...extraHeaders,
      },
      body,
    );
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return answer;
  }

  get(path: string, init: Parameters<Shopper['request']>[2] = {}) {
    return this.request('GET', path, init);
  }

  post(path: string, body: string | FormData | Record<string, string>, init: Parameters<Shopper['request']>[2] = {}) {
    const encoded = typeof body === 'string' || body instanceof FormData ? body : new URLSearchParams(body).toString();
    return this.request('POST', path, { ...init, body: encoded });
  }

  /** Adds a product the way the product form does (multipart, as stencil-utils' itemAdd sends FormData). */
  async add(productId: number, quantity = 1, attributes: Record<number, string | number> = {}) {
    const form = new FormData();
    form.set('action', 'add');
    form.set('product_id', String(productId));
    form.set('qty[]', String(quantity));
    for (const [optionId, value] of Object.entries(attributes)) form.set(`attribute[${optionId}]`, String(value));
    return this.post('/remote/v1/cart/add', form);
  }
}

/**
 * Sends a request with node:http, which sends the headers given as they are (fetch
 * always adds `sec-fetch-mode: cors` and will not send another Host or Referer).
 */
export function sendHttp(url: URL, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, entry);
        }
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, headers: answerHeaders, text, bytes, json: () => JSON.parse(text) });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
