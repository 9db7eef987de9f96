/**
 * Refuses text with control characters (other than tab and line breaks) in every request's
 * path parameters, query and JSON body, before any route's schema is checked: one hook for every
 * route, so that none can forget it and both engines answer alike (PostgreSQL cannot store a
 * NUL, the embedded engine can). The 400 names the field as a schema failure would.
 */
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '@outlet-pulse/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../core/errors';

/** The parts of a request that hold its text, in the order Fastify validates them. */
const PARTS = ['params', 'body', 'query'] as const satisfies readonly (keyof FastifyRequest)[];

export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of PARTS) {
      const field = findControlCharacter(request[part]);
      if (field !== null) throw invalidField(field || part, CONTROL_CHARACTER_MESSAGE);
    }
  });
});
