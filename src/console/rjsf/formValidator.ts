import { customizeValidator } from '@rjsf/validator-ajv8';
import { addAnnotationKeywords } from '../../core/schemaAnnotations.ts';

/**
 * RJSF's validator with the kinds' annotation vocabulary (x-ref, x-key, x-sibling, x-localized)
 * registered, as the server's ajv has it: the form and the server read one vocabulary.
 * validateSchema off: checking schemas against the draft-07 meta-schema compiled that whole
 * meta-schema while the editor opened (30–110 ms on the main thread), and the server
 * already checks every kind schema at start-up (createSchemaCheck); the annotations' own shapes
 * are still checked when a schema compiles.
 */
export const formValidator = customizeValidator({
  ajvOptionsOverrides: { validateSchema: false },
  extenderFn: (ajv) => addAnnotationKeywords(ajv),
});
