// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { httpError, renderConsoleTree } from '../editor/kindHost.testUtil.tsx';
import { ApiReferencePage } from './ApiReferencePage.tsx';
import type { OpenApiDocument } from './openApiModel.ts';

afterEach(cleanup);

const DOC: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Tourbench API', version: '1' },
  tags: [{ name: 'Session' }, { name: 'Gadgets', description: 'Gadgets of the client' }, { name: 'Delivery' }],
  security: [{ session: [] }],
  components: {
    securitySchemes: { session: { type: 'http', scheme: 'bearer' }, apiKey: { type: 'http', scheme: 'bearer', description: 'A delivery key' }, operator: { type: 'http', scheme: 'bearer', description: 'The `operator` secret' } },
    schemas: {
      gadget: {
        type: 'object', title: 'Gadget', required: ['name'],
        properties: { name: { type: 'string', title: 'Gadget name', maxLength: 80 }, size: { type: 'string', enum: ['s', 'm'] }, parent: { type: 'integer', 'x-ref': { kind: 'gadget' } } },
      },
    },
  },
  paths: {
    '/api/login': { post: { tags: ['Session'], summary: 'Sign in', security: [] } },
    '/api/gadgets': {
      get: { tags: ['Gadgets'], summary: 'List gadgets', responses: { 200: { description: 'The list', content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/gadget' } } } } } } } } },
      post: { tags: ['Gadgets'], summary: 'Create a gadget', 'x-roles': ['admin', 'editor'], requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/gadget' } } } } },
    },
    '/delivery/v1/{kind}': { get: { tags: ['Delivery'], summary: 'Published items', security: [{ apiKey: [] }], parameters: [{ name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['gadget'] } }] } },
  },
};

function renderPage(answer: () => unknown = () => structuredClone(DOC)) {
  const http = (async (path: string) => {
    await Promise.resolve();
    if (path === '/openapi.json') return answer();
    throw httpError(404, { message: 'Not found' });
  }) as unknown as $Fetch;
  renderConsoleTree(<ApiReferencePage />, {
    http, store: createStore(), intl: createConsoleIntl('en'), language: 'en', kinds: [], location: memoryLocation({ path: '/api-reference' }),
  });
}

const tagButton = (name: RegExp) => screen.getByRole('button', { name });

describe('API reference page', () => {
  it('explains both security schemes and lists the tags with their operation counts, collapsed', async () => {
    renderPage();
    const auth = await screen.findByRole('region', { name: 'Authentication' });
    expect(within(auth).getByRole('heading', { name: 'Staff session' })).toBeTruthy();
    expect(within(auth).getByRole('heading', { name: 'Delivery key' })).toBeTruthy();
    expect(auth.textContent).toContain('Authorization: Bearer <key>');
    // A scheme the console has no words for shows the document's own (its code spans as code).
    expect(within(auth).getByRole('heading', { name: 'operator' })).toBeTruthy();
    expect(within(auth).getByText('operator', { selector: 'code.apiref-code' })).toBeTruthy();
    expect(tagButton(/^Gadgets/).textContent).toContain('2 operations');
    expect(tagButton(/^Gadgets/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('/api/gadgets')).toBeNull();
  });

  it('opens a tag, expands an operation, and shows its body schema as a tree with the component followed', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Gadgets/ }));
    const ops = screen.getByRole('list', { name: 'Gadgets' });
    const create = within(ops).getByRole('button', { name: /POST.*\/api\/gadgets.*Create a gadget/ });
    fireEvent.click(create);
    expect(create.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(create.getAttribute('aria-controls')!)!;
    expect(details.textContent).toContain('Request body');
    expect(details.textContent).toContain('application/json');
    expect(within(details).getByText('name')).toBeTruthy();
    expect(details.textContent).toContain('Gadget name');
    expect(details.textContent).toContain('maxLength 80');
    expect(details.textContent).toContain('"s"');
    expect(within(details).getAllByText('required').length).toBeGreaterThan(0);
    expect(details.textContent).toContain('Staff session');
    // Open to every role, the page says whose a call that changes things is.
    expect(details.textContent).toContain('Roles that may call it: AdminEditor');
    const list = within(ops).getByRole('button', { name: /GET.*\/api\/gadgets.*List gadgets/ });
    fireEvent.click(list);
    expect(document.getElementById(list.getAttribute('aria-controls')!)!.textContent).not.toContain('Roles that may call it');
  });

  it('filters by path, summary or tag, opening the groups that match', async () => {
    renderPage();
    const search = await screen.findByLabelText('Filter operations');
    fireEvent.change(search, { target: { value: 'published' } });
    expect(screen.getByText('1 of 4 operations')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Gadgets/ })).toBeNull();
    expect(tagButton(/^Delivery/).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('/delivery/v1/{kind}')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'no such call' } });
    expect(screen.getByText('No operation matches “no such call”.')).toBeTruthy();
  });

  it('lists the schemas; a reference link opens its schema there', async () => {
    renderPage();
    const schemas = await screen.findByRole('region', { name: 'Schemas' });
    const gadget = within(schemas).getByRole('button', { name: /gadget/ });
    expect(gadget.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(tagButton(/^Gadgets/));
    fireEvent.click(screen.getByRole('button', { name: /GET.*\/api\/gadgets/ }));
    fireEvent.click(screen.getAllByRole('link', { name: 'gadget' })[0]);
    await waitFor(() => expect(gadget.getAttribute('aria-expanded')).toBe('true'));
    expect(within(schemas).getByText('Gadget name')).toBeTruthy();
  });

  it('says when the document cannot be loaded and loads it again on Retry', async () => {
    let fail = true;
    renderPage(() => { if (fail) throw httpError(500, {}); return structuredClone(DOC); });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('The API description could not be loaded.');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Authentication' })).toBeTruthy();
  });
});
