import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

/** Baseline for the API bench: a bare Hono route answering the same JSON from memory, no auth, no database. */
const [listFile, itemFile] = process.argv.slice(2);
const list = readFileSync(listFile, 'utf8');
const item = readFileSync(itemFile, 'utf8');
const app = new Hono();
app.get('/api/web_page', (c) => c.body(list, 200, { 'content-type': 'application/json' }));
app.get('/api/web_page/:id', (c) => c.body(item, 200, { 'content-type': 'application/json' }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`Tourbench listening on http://127.0.0.1:${info.port}/admin/`));
