import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SEMANTIC_RULES } from './semantic-rules.ts';
import { isObject } from './spec-types.ts';

/** Keyword carrying semantic rule ids, added to our private copy of the component schemas. */
export const SEMANTIC_KEYWORD = 'semanticRules';

/** OpenAPI keywords that may sit inside a Schema Object and carry no validation meaning. */
const OPENAPI_ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs'];

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    // parentSchema and data let messages say what is allowed and what was given.
    verbose: true,
    // The oneOf of operation bodies legitimately repeats property names across branches.
    strictRequired: false,
    allowUnionTypes: true,
    inlineRefs: false,
    code: { optimize: false },
  });
  addFormats.default(ajv);
  ajv.addVocabulary(OPENAPI_ANNOTATIONS);
  ajv.addKeyword({
    keyword: SEMANTIC_KEYWORD,
    schemaType: 'array',
    errors: true,
    validate: function validateRules(
      this: unknown,
      ruleIds: string[],
      data: unknown,
      _parent: unknown,
      context?: { instancePath: string },
    ): boolean {
      if (!isObject(data)) return true;
      const errors: Partial<ErrorObject>[] = [];
      for (const id of ruleIds) {
        const rule = SEMANTIC_RULES[id];
        if (!rule) throw new Error(`unknown semantic rule ${id}`);
        for (const finding of rule.check(data)) {
          errors.push({
            keyword: id,
            instancePath: `${context?.instancePath ?? ''}${finding.pointer}`,
            params: { rule: id },
            message: finding.message,
          });
        }
      }
      (validateRules as unknown as { errors: Partial<ErrorObject>[] }).errors = errors;
      return errors.length === 0;
    },
  });
  return ajv;
}
