import { healthResponseSchema } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, readEnvelope, referenceOf } from './api-client';

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

  it('keeps the reference of an error answer, from its envelope or else its header', () => {
    const caught = (read: () => unknown) => {
      try {
        read();
      } catch (error) {
        return error;
      }
      throw new Error('no error');
    };
    const envelope = { status: 500, message: 'Something went wrong', reference: 'a1b2c3d4e5f6' };
    expect(
      referenceOf(caught(() => readEnvelope(500, envelope, healthResponseSchema, 'other'))),
    ).toBe('a1b2c3d4e5f6');
    expect(
      referenceOf(
        caught(() => readEnvelope(502, '<html>Bad gateway</html>', healthResponseSchema, 'px-9')),
      ),
    ).toBe('px-9');
    expect(
      referenceOf(
        caught(() => readEnvelope(403, { status: 403, message: 'No' }, healthResponseSchema)),
      ),
    ).toBeUndefined();
    expect(referenceOf(new Error('not from the server'))).toBeUndefined();
  });

  it('describes an error answer without a message by its status', () => {
    expect(() => readEnvelope(502, '<html>Bad gateway</html>', healthResponseSchema)).toThrow(
      'The server answered 502.',
    );
  });
});
