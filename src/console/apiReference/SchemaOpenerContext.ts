import { createContext, useContext } from 'react';

/** What schema links need from the page: which component schemas exist, and opening one in the Schemas section. */
export interface SchemaOpener {
  has(name: string): boolean;
  open(name: string): void;
}

/** The page's opener; absent outside the page (names then show as plain text). */
export const SchemaOpenerContext = createContext<SchemaOpener | null>(null);

/** The element id of a component schema in the Schemas section (the target of its links). */
export function schemaAnchor(name: string): string {
  return `apiref-schema-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The page's schema opener, or null. */
export function useSchemaOpener(): SchemaOpener | null {
  return useContext(SchemaOpenerContext);
}
