/**
 * The options every /api route states: who may call it (`config.access`, access.ts), the
 * OpenAPI tags of its group, and its own schema (summary, params, body, response). A route file
 * makes one builder per group so that each route states only what differs.
 */
import type { FastifySchema } from 'fastify';
import type { RouteAccess } from './access';

/** A route's options: its access, its group's tags, then its own schema. */
export function routeOptions<Schema extends FastifySchema>(
  access: RouteAccess,
  tags: string[],
  schema: Schema,
) {
  return { config: { access }, schema: { tags, ...schema } };
}

/** The builder of a group whose routes share their tags but not their access. */
export function taggedRoutes(tags: string[]) {
  return <Schema extends FastifySchema>(access: RouteAccess, schema: Schema) =>
    routeOptions(access, tags, schema);
}

/** The builder of a group whose routes share their tags and their access. */
export function guardedRoutes(access: RouteAccess, tags: string[]) {
  return <Schema extends FastifySchema>(schema: Schema) => routeOptions(access, tags, schema);
}
