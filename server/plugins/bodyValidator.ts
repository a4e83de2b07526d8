import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

/** What Fastify passes a validator compiler: one part of one route. */
type RoutePart = Parameters<FastifySchemaCompiler<unknown>>[0];
/** How Fastify calls a validator factory (its types describe Ajv's compile instead). */
type Build = (
  externalSchemas: Record<string, unknown>,
  options?: { customOptions?: Record<string, unknown> },
) => FastifySchemaCompiler<unknown>;

// Fastify's own factory, one per kind: each keeps one Ajv per option set.
const coercing = AjvCompiler() as unknown as Build;
const exact = AjvCompiler() as unknown as Build;

/**
 * Query strings and path parameters are text, so their numbers must be coerced; a JSON body
 * carries its own types, and coercing it let `"1"` and `[1]` pass as the id 1 (issue 37).
 * So the body is validated by an Ajv that coerces nothing; every other part by Fastify's
 * default one (coerceTypes 'array'). All else (defaults, removeAdditional) is the same.
 */
const buildValidator: Build = (externalSchemas, options) => {
  const forText = coercing(externalSchemas, options);
  const customOptions = { ...options?.customOptions, coerceTypes: false };
  const forBody = exact(externalSchemas, { ...options, customOptions });
  return (part: RoutePart) => (part.httpPart === 'body' ? forBody(part) : forText(part));
};

type Compilers = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as Compilers['buildValidator'] },
};
