import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../src/core/createKindRegistry.ts';
import { kindVariant, variantNames, type KindDefinition, type KindRecord } from '../../src/core/defineKind.ts';
import { splitFixtureLinks } from '../../src/core/fixtureLinks.ts';
import { splitFixtureTranslations } from '../../src/core/fixtureTranslations.ts';
import { ZONE_EFFECTS } from '../../src/core/walk/triggerZone.ts';
import { discoverKind, fixturesOf, pluginFolders } from './discoverKinds.ts';
import { refusalOf } from './registryRefusal.ts';

/** The document a fixture becomes (without its translations and links; references stay as they are). */
const documentOf = (f: KindRecord) => splitFixtureLinks(splitFixtureTranslations(f).doc).doc;

/** Whether a JSON pointer with indices (`/pages/4/latitude`) names a property of the record's schema. */
function inSchema(schema: KindDefinition['schema'], at: string): boolean {
  let s: KindDefinition['schema'] | undefined = schema;
  for (const part of at.split('/').slice(1)) s = /^\d+$/.test(part) ? s?.items as typeof s : s?.properties?.[part];
  return s !== undefined;
}

const folders = pluginFolders();

describe('trigger declarations, every kind that has them, over its fixtures', () => {
  for (const folder of folders) {
    it(`${folder}: zones are well formed, keyed once, placed at a schema field, and page moves name its pages`, async () => {
      const d = await discoverKind(folder);
      for (const name of variantNames(d.kind)) {
        const shape = kindVariant(d.kind, name);
        if (!shape.place?.triggers) continue;
        const records = name === shape.defaultVariant || name === 'default'
          ? fixturesOf(d) ?? []
          : ((d.fixturesModule?.variantFixtures as Record<string, KindRecord[]> | undefined)?.[name] ?? []);
        for (const record of records.map(documentOf)) {
          const zones = shape.place?.triggers.zones(record);
          expect(new Set(zones.map((z) => z.key)).size, `${folder}/${name}: zone keys repeat`).toBe(zones.length);
          const pages = shape.place?.triggers.pages?.of(record).map((p) => p.key) ?? [];
          for (const z of zones) {
            expect(inSchema(shape.schema, z.at), `${folder}/${name}: zone ${z.key} at ${z.at} is no field of the schema`).toBe(true);
            for (const e of z.effects) expect(ZONE_EFFECTS).toContain(e);
            if (z.area.type === 'location') {
              expect(z.area.radius).toBeGreaterThan(0);
              expect(Math.abs(z.area.centre.latitude)).toBeLessThanOrEqual(90);
              expect(Math.abs(z.area.centre.longitude)).toBeLessThanOrEqual(180);
            } else {
              expect(z.area.beaconId.trim()).not.toBe('');
              expect(z.area.range).toBeGreaterThan(0);
            }
            if (z.effects.includes('page')) {
              expect(z.page, `${folder}/${name}: a page zone without its move`).toBeDefined();
              expect(pages).toContain(z.page!.from);
              expect(pages).toContain(z.page!.to);
            }
          }
        }
        // A half-filled record (a new item) never makes a declaration throw.
        expect(() => shape.place!.triggers!.zones({})).not.toThrow();
        expect(() => shape.place!.triggers!.walk?.({})).not.toThrow();
        expect(() => shape.place!.triggers!.pages?.of({})).not.toThrow();
      }
    });
  }

  it('the demo data declares zones of every effect a walk shows (a pin, details, radar and a page move)', async () => {
    const seen = new Set<string>();
    for (const folder of folders) {
      const d = await discoverKind(folder);
      for (const record of (fixturesOf(d) ?? []).map(documentOf)) {
        for (const z of d.kind.place?.triggers?.zones(record) ?? []) z.effects.forEach((e) => seen.add(e));
      }
    }
    expect([...seen].sort()).toEqual([...ZONE_EFFECTS].sort());
  });
});

describe('the registry refuses a wrong trigger declaration at start-up, naming the file', () => {
  const base = (triggers: unknown): Record<string, unknown> => ({
    'plugins/walkabout/index.ts': {
      default: {
        id: 'walkabout',
        schema: { type: 'object', properties: { title: { type: 'string' }, steps: { type: 'array', 'x-key': 'id', items: { type: 'object', properties: { id: { type: 'integer' } } } } } },
        uiSchema: {},
        labels: { tab: 'kind.walkabout.tab', item: 'kind.walkabout.item' },
        list: {
          toListItem: (r: KindRecord) => ({ title: String(r.title) }),
        },
        place: {
          triggers,
        },
      },
    },
  });

  it('zones that are not a function', () => {
    expect(refusalOf(() => createKindRegistry(base({ zones: [] })))).toMatch(/plugins\/walkabout\/index\.ts: place\.triggers must be an object with a zones\(record\) function/);
  });

  it('pages held by an array without keys', () => {
    const msg = refusalOf(() => createKindRegistry(base({ zones: () => [], pages: { pointer: '/title', of: () => [] } })));
    expect(msg).toContain('plugins/walkabout/index.ts');
    expect(msg).toContain('"/title" is not an array with x-key');
  });

  it('accepts pages held by a keyed array', () => {
    expect(() => createKindRegistry(base({ zones: () => [], pages: { pointer: '/steps', of: () => [] } }))).not.toThrow();
  });
});
