import { customizeValidator } from '@rjsf/validator-ajv8';
import { addAnnotationKeywords } from '../../core/schemaAnnotations.ts';

/**
 * RJSF's validator with the kinds' annotation vocabulary (x-ref, x-key, x-sibling, x-localized)
 * registered, as the server's ajv has it: the form and the server read one vocabulary.
 */
export const formValidator = customizeValidator({ extenderFn: (ajv) => addAnnotationKeywords(ajv) });
