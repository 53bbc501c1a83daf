// The request validator of every route: the contracts' control-character rule first, for every body,
// path parameter and query string (issue 14), then the call's own zod schema. A refusal is a 400 that
// names the field ('Invalid request: email: must not contain control characters').
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { CONTROL_CHARACTERS_REFUSED, controlCharacterPath } from '@vp/contracts';

export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = controlCharacterPath(data);
    if (path) {
      const error = Object.assign(new Error(CONTROL_CHARACTERS_REFUSED), {
        validation: [{ instancePath: `/${path.join('/')}`, message: CONTROL_CHARACTERS_REFUSED }],
      });
      return { error };
    }
    return validate(data);
  };
};
