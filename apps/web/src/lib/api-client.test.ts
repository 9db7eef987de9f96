import { healthResponseSchema } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, readEnvelope } from './api-client';

describe('reading the API envelope', () => {
  it('returns data of a 200 answer that matches its schema', () => {
    const data = readEnvelope(
      200,
      { status: 200, data: { engine: 'duckdb', dataLastUpdate: '2026-11-21' } },
      healthResponseSchema,
    );
    expect(data).toEqual({ engine: 'duckdb', dataLastUpdate: '2026-11-21' });
  });

  it('turns an error answer into an ApiError with the server’s message', () => {
    const read = () =>
      readEnvelope(403, { status: 403, message: 'Not allowed' }, healthResponseSchema);
    expect(read).toThrow(ApiError);
    expect(read).toThrow('Not allowed');
  });

  it('refuses a 200 answer of the wrong shape instead of drawing nonsense', () => {
    expect(() =>
      readEnvelope(200, { status: 200, data: { engine: 'mysql' } }, healthResponseSchema),
    ).toThrow('could not read');
  });

  it('describes an error answer without a message by its status', () => {
    expect(() => readEnvelope(502, '<html>Bad gateway</html>', healthResponseSchema)).toThrow(
      'The server answered 502.',
    );
  });
});
