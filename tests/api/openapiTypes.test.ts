import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, FJORD_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { createKindValidator } from '../../src/server/kinds/createKindValidator.ts';
import { loadClientPatches } from '../../src/server/kinds/loadClientPatches.ts';
import { createOpenApiDocuments } from '../../src/server/openapi/createOpenApiDocuments.ts';

// A client generated from the OpenAPI document (openapi-typescript) must type every answer it
// gets — a list, a slim list, one item, a delivered item — and know that the cached reads answer 304.

const ROOT = resolve(import.meta.dirname, '../..');
const patches = loadClientPatches(ROOT, kindRegistry);
const documents = createOpenApiDocuments(kindRegistry, createKindValidator(kindRegistry, patches), patches);

type Doc = { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>; components: { schemas: Record<string, any> } };

/** The path of the GET operation with this id. */
function pathOf(doc: Doc, operationId: string): string {
  const found = Object.entries(doc.paths).find(([, item]) => item.get?.operationId === operationId);
  if (!found) throw new Error(`no GET operation ${operationId}`);
  return found[0];
}

/**
 * Type assertions over the generated types, one block per kind: each compiles only while the document
 * types that answer (no open object, no `unknown`), declares the 304 and has a slim item without the
 * document's required fields.
 */
function assertions(doc: Doc): string {
  const lines = [
    `import type { paths, components } from './api.ts';`,
    `type Typed<T> = unknown extends T ? false : string extends keyof T ? false : true;`,
    `type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;`,
    `type Get<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;`,
    `type Ok<P extends keyof paths> = Get<P> extends { responses: { 200: infer R } } ? NonNullable<Json<R>> : never;`,
    `type Data<P extends keyof paths> = Ok<P> extends { data?: infer D } ? NonNullable<D> : never;`,
    `type Has304<P extends keyof paths> = Get<P> extends { responses: infer R } ? (304 extends keyof R ? true : false) : false;`,
    `type Schema = components['schemas'];`,
  ];
  kindRegistry.kinds.forEach((kind, i) => {
    const list = pathOf(doc, `${kind.id}.list`);
    const one = pathOf(doc, `${kind.id}.get`);
    const key = kind.api.listKey;
    const required = ((doc.components.schemas[kind.id].required ?? []) as string[]);
    lines.push(
      `// ${kind.id}`,
      `type Listed${i} = NonNullable<Data<'${list}'>['${key}']>[number];`,
      `export const listTyped${i}: Typed<Extract<Listed${i}, Schema['Item']>> = true;`,
      `export const slimInList${i}: Schema['${kind.id}.slim'] extends Listed${i} ? true : false = true;`,
      `export const slimTyped${i}: Typed<Schema['${kind.id}.slim']> = true;`,
      `export const slimMinimal${i}: Schema['${kind.id}.slim'] = { id: 1, version: 1, state: 'active' };`,
      `export const list304_${i}: Has304<'${list}'> = true;`,
      `export const itemTyped${i}: Typed<Data<'${one}'>['items']> = true;`,
      `export const item304_${i}: Has304<'${one}'> = true;`,
      `export const deliveredTyped${i}: Typed<Schema['${kind.id}.delivered']> = true;`,
      `export const deliveredKind${i}: Schema['${kind.id}.delivered']['kind'] = '${kind.id}';`,
    );
    // A whole item has its required fields: the slim one above is what `slim=1` may answer.
    if (required.length) lines.push(`// @ts-expect-error the document's required fields are missing`, `export const whole${i}: Schema['${kind.id}'] & Schema['Item'] = { id: 1, version: 1, state: 'active' };`);
  });
  lines.push(
    `type Delivered = Ok<'/delivery/v1/{kind}'>['items'][number];`,
    `export const deliveredKinds: string extends Delivered['kind'] ? false : true = true;`,
    `export const deliveredOne: Ok<'/delivery/v1/{kind}/{id}'>['item'] extends Delivered ? true : false = true;`,
    `export const deliveryCached: Has304<'/delivery/v1/{kind}'> = true;`,
  );
  return lines.join('\n');
}

describe('a client generated from the OpenAPI document (openapi-typescript)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tourbench-openapi-types-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('types every list, slim list, item and delivered item, and declares the 304s, for every client', async () => {
    const files: string[] = [];
    for (const company of [DEMO_COMPANY, FJORD_COMPANY, OTHER_COMPANY]) {
      const doc = JSON.parse(documents.forClient(company.slug)) as Doc;
      const at = join(dir, company.slug);
      rmSync(at, { recursive: true, force: true });
      (await import('node:fs')).mkdirSync(at);
      writeFileSync(join(at, 'api.ts'), astToString(await openapiTS(doc as never)));
      writeFileSync(join(at, 'checks.ts'), assertions(doc));
      files.push(join(at, 'checks.ts'));
    }
    const program = ts.createProgram(files, {
      strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName.slice(dir.length)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
      const line = d.file ? d.file.text.split('\n')[d.file.getLineAndCharacterOfPosition(d.start ?? 0).line] : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 300)}\n    ${line}`;
    });
    expect(problems).toEqual([]);
  }, 180_000);
});

describe.each(availableDatabases())('the documented answers are the ones the API gives on %s', (database) => {
  const s = signedInServer({ database });

  it('every kind\'s list, slim list and item answer 304 to their ETag, as documented; slim items fit the slim schema', async () => {
    const doc = JSON.parse(documents.forClient(DEMO_COMPANY.slug)) as Doc;
    for (const kind of kindRegistry.kinds) {
      const list = pathOf(doc, `${kind.id}.list`);
      const one = pathOf(doc, `${kind.id}.get`);
      expect(Object.keys(doc.paths[list].get.responses), kind.id).toContain('304');
      expect(Object.keys(doc.paths[one].get.responses), kind.id).toContain('304');
      const full = await s.client.get(list);
      expect(full.status, kind.id).toBe(200);
      const items = full.body.data[kind.api.listKey] as { id: number }[];
      const slim = await s.client.get(`${list}?slim=1`);
      const urls = [list, `${list}?slim=1`, ...(items.length ? [one.replace('{id}', String(items[0].id))] : [])];
      for (const url of urls) {
        const first = await s.client.get(url);
        const etag = first.headers.get('etag');
        expect(etag, url).toBeTruthy();
        expect((await s.client.get(url, { 'if-none-match': etag! })).status, url).toBe(304);
      }
      // What a slim item carries is what the slim schema (and the Item columns) name.
      const slimSchema = doc.components.schemas[`${kind.id}.slim`];
      const named = new Set([...Object.keys(slimSchema.allOf[0].properties), ...Object.keys(doc.components.schemas.Item.properties)]);
      for (const item of slim.body.data[kind.api.listKey] as Record<string, unknown>[]) {
        expect(Object.keys(item).filter((k) => !named.has(k)), kind.id).toEqual([]);
      }
    }
  }, 120_000);
});
