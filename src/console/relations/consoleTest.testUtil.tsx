import { useMemo, useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { $Fetch } from 'ofetch';
import { createKindRegistry, type KindRegistry } from '../../core/createKindRegistry.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import type { RelationDefinition } from '../../core/relations.ts';
import * as tourModule from '../../../tests/kinds/plugins/tk_tour/index.ts';
import * as venueModule from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { ConsoleForm } from '../editor/ConsoleForm.tsx';
import { ServicesProvider, type Services } from '../http/ServicesContext.tsx';
import { CATALOGUES } from '../i18n/catalogues.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import { createPendingEdits } from '../rjsf/pendingEdits.ts';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import { grantUser } from '../session/grantUser.testUtil.ts';
import type { Grant } from '../../core/roles.ts';

/** The test-only kinds (tk_tour refers to and links tk_venue). */
export function testRegistry(): KindRegistry {
  return createKindRegistry({
    '/tests/kinds/plugins/tk_tour/index.ts': tourModule,
    '/tests/kinds/plugins/tk_venue/index.ts': venueModule,
  });
}

/**
 * The test-only kinds with tk_tour's relations replaced: the shapes the shipped kinds use (several
 * target kinds, `map`, `inverse` with a link lifecycle) on kinds the tests own.
 */
export function testRegistryWith(relations: Record<string, RelationDefinition>): KindRegistry {
  return createKindRegistry({
    '/tests/kinds/plugins/tk_tour/index.ts': { default: { ...tourModule.default, relations } },
    '/tests/kinds/plugins/tk_venue/index.ts': venueModule,
  });
}

/** One call the fake http client received. */
export interface Call {
  path: string;
  method: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Answers a call by path (and method); throw to fail it. */
export type Answerer = (call: Call) => unknown;

/** A fake `$Fetch`: records every call and answers through `answer`. */
export function fakeHttp(answer: Answerer): { http: $Fetch; calls: Call[] } {
  const calls: Call[] = [];
  const http = (async (path: string, opts: { method?: string; query?: Record<string, unknown>; body?: unknown } = {}) => {
    const call: Call = { path, method: (opts.method ?? 'GET').toUpperCase(), query: opts.query, body: opts.body };
    calls.push(call);
    return answer(call);
  }) as unknown as $Fetch;
  return { http, calls };
}

/** English console catalogue plus the test kinds' own messages. */
export function testIntl() {
  const messages = { ...CATALOGUES.en, ...tourModule.default.messages!.en, ...venueModule.default.messages!.en };
  return createIntl({ locale: 'en', messages, onError: () => {} }, createIntlCache());
}

/**
 * Renders UI inside the console's providers: intl, services (fake http and a recording notifier), registry (default: the test kinds),
 * and a jotai store with the signed-in user (an admin unless `opts.grant` names another role or limits).
 */
export function renderInConsole(ui: ReactNode, answer: Answerer, registry: KindRegistry = testRegistry(), opts: { grant?: Grant } = {}) {
  const { http, calls } = fakeHttp(answer);
  const notices: { tone: string; text: string }[] = [];
  const services: Services = {
    http,
    plainHttp: http,
    notify: (tone, text) => { notices.push({ tone, text }); },
    dismiss: () => {},
  };
  const store = createStore();
  store.set(userWebAtom, { user: grantUser(opts.grant), company: { id: 1, slug: 'acme', name: 'Acme' }, user_setting: {} });
  const result = render(
    <IntlProvider intl={testIntl()}>
      <JotaiProvider store={store}>
        <ServicesProvider services={services}>
          <RegistryProvider registry={registry}>{ui}</RegistryProvider>
        </ServicesProvider>
      </JotaiProvider>
    </IntlProvider>,
  );
  return { ...result, calls, notices, registry };
}

/** The console's RJSF form holding its own data, as the kind editor does; `seen` receives every change. */
export function FormHarness({ schema, uiSchema, initial, refs, seen }: { schema: JsonSchema; uiSchema: UiSchema; initial: Record<string, unknown>; refs?: Record<string, unknown>; seen?: (data: Record<string, unknown>) => void }) {
  const [data, setData] = useState(initial);
  const pending = useMemo(createPendingEdits, []);
  return (
    <ConsoleForm idPrefix="t" schema={schema} uiSchema={uiSchema} formData={data} pending={pending} refs={refs}
      onChange={(d) => { setData(d); seen?.(d); }} onSubmit={() => {}} />
  );
}
