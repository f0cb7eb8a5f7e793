import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './request-validator.js';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;

/**
 * Every schema is zod's, so Fastify's own compilers (Ajv, fast-json-stringify) are never used.
 * Given when an app is made, rather than set on it afterwards, they are not loaded either: a fifth
 * of a second of the start, and their modules' memory. Fastify types these factories after Ajv's;
 * it calls them as its `setValidatorCompiler` does, for the compiler they answer.
 */
export const ZOD_SCHEMAS: SchemaController = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  } as unknown as SchemaController['compilersFactory'],
};
