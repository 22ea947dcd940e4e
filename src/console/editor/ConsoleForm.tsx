import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import Form from '@rjsf/core';
import { formValidator } from '../rjsf/formValidator.ts';
import type { CustomValidator, ErrorSchema, RegistryFieldsType, RegistryWidgetsType, RJSFValidationError, TemplatesType } from '@rjsf/utils';
import type { LintFault, RuleError } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import type { KindConsoleParts } from '../../core/kindConsole.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { CONSOLE_WIDGETS, DEFERRED_TEXT_WIDGETS } from '../rjsf/widgets.ts';
import { buttonTemplates } from '../rjsf/buttonTemplates.tsx';
import type { ConsoleFormContext, PendingEdits } from '../rjsf/pendingEdits.ts';
import { createFormDataStore, usePublishFormData, type FormDataContext } from '../rjsf/formDataStore.ts';
import { GuardedArrayItemButtons } from '../rjsf/SiblingRemoveGuard.tsx';
import { tidyKeyedChildren } from '../rjsf/siblings.ts';
import { createChildState, type ChildState } from '../rjsf/childState.ts';
import { COLLAPSIBLE_TEMPLATES, CollapsibleArrayField } from '../rjsf/CollapsibleArrayField.tsx';
import { revealInvalidChild } from '../rjsf/revealInvalidChild.ts';
import { CollapsibleArrayTemplate } from '../rjsf/CollapsibleArrayTemplate.tsx';
import { CollapsibleItemTemplate } from '../rjsf/CollapsibleItemTemplate.tsx';
import { addRuleErrors, makeTransformErrors } from '../rjsf/formErrors.ts';
import { ConditionalFieldTemplate } from '../rjsf/ConditionalFieldTemplate.tsx';
import { createLocationGroups } from '../map/locationGroup.ts';
import { mergeObjects } from '@rjsf/utils';
import { useBlurChecks } from '../rjsf/useBlurChecks.ts';

// The item buttons warn before removing a child that sibling pointers (`x-sibling`) point at. The
// collapsible templates are registered by name: CollapsibleArrayField picks them for `ui:options.collapsible` arrays.
const templates = {
  ButtonTemplates: buttonTemplates,
  ArrayFieldItemButtonsTemplate: GuardedArrayItemButtons,
  // `ui:options.showIf`: a field shown only while its siblings have given values.
  FieldTemplate: ConditionalFieldTemplate,
  [COLLAPSIBLE_TEMPLATES.array]: CollapsibleArrayTemplate,
  [COLLAPSIBLE_TEMPLATES.item]: CollapsibleItemTemplate,
};
// RJSF's ArrayField, plus collapsible rows and a graph when an array's UI schema asks (a kind's own fields win).
const consoleFields = { ArrayField: CollapsibleArrayField };

/** The RJSF parts of a kind's console module the form uses (its preview renderers and screen go elsewhere). */
export type FormParts = Pick<KindConsoleParts, 'widgets' | 'fields' | 'templates'>;

/** Props of the console's RJSF form. */
export interface ConsoleFormProps {
  idPrefix: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  pending: PendingEdits;
  extraErrors?: ErrorSchema;
  disabled?: boolean;
  /** Every field shown but not editable (a reader's form). */
  readonly?: boolean;
  /** The kind's cross-field rules (already bound to the client's settings); run on submit as customValidate. */
  rules?(record: Record<string, unknown>): RuleError[];
  /** Widgets, fields and templates of the kind's own console module, over the console's own. */
  parts?: FormParts | null;
  /** The opened item's `refs`: reference widgets name their targets without a call of their own. */
  refs?: Readonly<Record<string, unknown>>;
  /** Which child of each collapsible array is open, and the lint faults; created by the screen (else the form keeps its own). */
  childState?: ChildState;
  /** The kind's publish-readiness lint: run (deferred) after changes, its faults marked on rows and graph nodes. */
  lint?(record: Record<string, unknown>): LintFault[];
  onChange(data: Record<string, unknown>): void;
  onSubmit(data: Record<string, unknown>): void;
  /** A submit the schema or the rules refused (RJSF's onError), with the data as it stood. */
  onInvalid?(data: Record<string, unknown>): void;
  children?: ReactNode;
}

/**
 * RJSF configured the console's way: its widgets (media, map, deferred text inputs) plus the kind's
 * own, templates, translated errors next to their field (the schema's and the kind's rules'), no HTML5
 * validation bubbles, and the pending-typing registry in `formContext`. Shared by the kind editor and
 * the editor bench.
 */
export function ConsoleForm({ idPrefix, schema, uiSchema, formData, pending, extraErrors, disabled, readonly, rules, parts, refs, childState, lint, onChange, onSubmit, onInvalid, children }: ConsoleFormProps) {
  const t = useT();
  const transformErrors = useMemo(() => makeTransformErrors(schema, t), [schema, t]);
  const ownChildState = useMemo(createChildState, []);
  const childStore = childState ?? ownChildState;
  // The whole form data, for widgets that read beyond their own value (sibling select; see formDataStore.ts).
  // One location-group store per form instance too: two forms with the same idPrefix never share a location (map/locationGroup.ts).
  const formContext = useMemo<ConsoleFormContext & FormDataContext & { childState: ChildState }>(
    () => ({ pending, formData: createFormDataStore(), locationGroups: createLocationGroups(), refs: { current: undefined }, childState: childStore, nestedForm: ConsoleForm }),
    [pending, childStore],
  );
  // A holder, not a dependency: a new item's refs must not rebuild the stores the widgets subscribe to.
  formContext.refs!.current = refs;
  usePublishFormData(formContext.formData, formData);
  // Lint after the change has rendered, at low priority: typing never waits for it.
  const lintedData = useDeferredValue(formData);
  useEffect(() => { if (lint) childStore.setFaults(lint(lintedData)); }, [lint, lintedData, childStore]);
  const latestData = useRef(formData);
  latestData.current = formData;
  // Duplicate names between the console and a kind are refused at start-up by the registry.
  const widgets = useMemo<RegistryWidgetsType>(
    () => ({ ...DEFERRED_TEXT_WIDGETS, ...CONSOLE_WIDGETS, ...(parts?.widgets as RegistryWidgetsType | undefined) }),
    [parts],
  );
  const fields = useMemo(() => ({ ...consoleFields, ...(parts?.fields as RegistryFieldsType | undefined) }) as RegistryFieldsType, [parts]);
  const allTemplates = useMemo(
    () => (parts?.templates ? { ...templates, ...parts.templates } : templates) as Partial<TemplatesType>,
    [parts],
  );
  // The same function the server runs after the schema, in the user's language, next to the field it names.
  const customValidate = useMemo<CustomValidator | undefined>(() => {
    if (!rules) return undefined;
    return (data, errors) => addRuleErrors(errors, rules((data ?? {}) as Record<string, unknown>), t);
  }, [rules, t]);
  const blur = useBlurChecks({ idPrefix, schema, uiSchema, customValidate, transformErrors });
  const { active: blurActive, onChange: blurChange } = blur;
  useEffect(() => { if (blurActive) blurChange(formData); }, [blurActive, blurChange, formData]);
  const shownErrors = useMemo(
    () => (blur.errors ? (extraErrors ? mergeObjects(blur.errors as object, extraErrors as object) as ErrorSchema : blur.errors) : extraErrors),
    [blur.errors, extraErrors],
  );
  return (
    <Form
      className="rjsf kind-form"
      idPrefix={idPrefix}
      schema={schema as never}
      uiSchema={uiSchema as never}
      formData={formData}
      formContext={formContext}
      validator={formValidator}
      widgets={widgets}
      fields={fields}
      templates={allTemplates}
      customValidate={customValidate}
      transformErrors={transformErrors}
      extraErrors={shownErrors}
      onBlur={blur.active ? blur.onBlur : undefined}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={disabled}
      readonly={readonly}
      // Keyed arrays (`x-key`): new children get a temporary key at once, pointers to a removed child clear in the same change.
      onChange={(e) => onChange(tidyKeyedChildren(schema, (e.formData ?? {}) as Record<string, unknown>, formData))}
      onSubmit={(e) => {
        blur.stop();
        onSubmit(tidyKeyedChildren(schema, (e.formData ?? {}) as Record<string, unknown>, formData));
      }}
      // focusOnFirstError cannot reach a field of a collapsed child: open it, then focus the field.
      // When the first error is outside (the story's name), the first invalid child still opens, and the focus stays on that first error.
      onError={(errors: RJSFValidationError[]) => {
        const ctx = { schema, uiSchema, formData: latestData.current, state: childStore, idPrefix };
        blur.stop();
        onInvalid?.(latestData.current);
        if (revealInvalidChild(errors[0]?.property, ctx)) return;
        errors.slice(1).some((e) => revealInvalidChild(e.property, ctx, false));
      }}
    >
      {children}
    </Form>
  );
}
