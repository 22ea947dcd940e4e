// Before the contract had slots these were top-level members; the slot each one moved to.
const MOVED: Readonly<Record<string, string>> = {
  toListItem: 'list.toListItem', listFields: 'list.fields', listFilters: 'list.filters', asListItem: 'list.asListItem',
  listTabMoves: 'list.tabMoves', manualOrder: 'list.manualOrder', toPreview: 'preview.toPreview', previewFields: 'preview.fields',
  defaults: 'rules.defaults', validate: 'rules.validate', publishRules: 'rules.publishRules', lint: 'rules.lint',
  createWarning: 'rules.createWarning', adaptRecord: 'rules.adaptRecord', adaptUiSchema: 'rules.adaptUiSchema',
  locate: 'place.locate', triggers: 'place.triggers',
};

const FUNCTIONS: Readonly<Record<string, readonly string[]>> = {
  list: ['toListItem'],
  preview: ['toPreview'],
  rules: ['defaults', 'validate', 'publishRules', 'lint', 'createWarning', 'adaptRecord', 'adaptUiSchema', 'forVisitors'],
  place: ['locate'],
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first problem with one shape's slots (`where` is `''` for the kind, `variants.<name>.` for a variant), or undefined. */
function shapeProblem(shape: Record<string, unknown>, where: string, listRequired: boolean): string | undefined {
  const moved = Object.keys(MOVED).find((k) => Object.hasOwn(shape, k));
  if (moved) return `${where}${moved} belongs in a slot now: declare it as ${where}${MOVED[moved]}`;
  if (listRequired && shape.list === undefined) return `${where}list is missing: every kind declares list: { toListItem }`;
  for (const [slot, functions] of Object.entries(FUNCTIONS)) {
    const value = shape[slot];
    if (value === undefined) continue;
    if (!isObject(value)) return `${where}${slot} must be an object`;
    for (const name of functions) {
      const required = (slot === 'list' && name === 'toListItem') || (slot === 'preview' && name === 'toPreview');
      if (value[name] === undefined && !required) continue;
      if (typeof value[name] !== 'function') return `${where}${slot}.${name} must be a function of the record`;
    }
  }
  return undefined;
}

/**
 * The first problem with a definition's slots (list, preview, rules, place) and its variants', or
 * undefined: a member still at the top level is named with the slot it belongs in.
 */
export function checkKindSlots(def: object): string | undefined {
  const kind = def as Record<string, unknown>;
  const own = shapeProblem(kind, '', true);
  if (own) return own;
  for (const [name, variant] of Object.entries(isObject(kind.variants) ? kind.variants : {})) {
    if (!isObject(variant)) return `variants.${name} must be an object`;
    const problem = shapeProblem(variant, `variants.${name}.`, false);
    if (problem) return problem;
  }
  return undefined;
}
