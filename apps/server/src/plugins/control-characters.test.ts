/**
 * The edge's refusal of control characters, on both engines, with the requests that answered
 * 500 on PostgreSQL: a 400 naming the field, before sign-in too, in a JSON body, a query and a
 * path; tab and line breaks pass. request-fuzz.test.ts tries every field of every route.
 */
import { CONTROL_CHARACTER_MESSAGE } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { describeEachEngine } from '../../test/engines';
import { passwordStep } from '../../test/sign-in';

describeEachEngine('control characters in requests', (engine) => {
  const demo = useDemoApp(engine);
  const admin = () => demo.as('admin');

  const refusal = (field: string) => ({
    status: 400,
    message: `Invalid request: ${field}: ${CONTROL_CHARACTER_MESSAGE}`,
    errors: [{ field, message: CONTROL_CHARACTER_MESSAGE }],
    reference: expect.any(String),
  });

  describe('are refused with 400 naming the field', () => {
    it('in a sign-in, before anyone is signed in', async () => {
      const response = await passwordStep(demo.app, {
        username: 'adm\u0000in',
        password: 'anything',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('username'));
    });

    it('in a query, a path id and a list in a body', async () => {
      const keyword = await admin().get('/api/branch/?keyword=%00');
      expect(keyword.json()).toEqual(refusal('keyword'));
      const id = await admin().get('/api/region/JKT%00');
      expect(id.json()).toEqual(refusal('id'));
      const companies = await admin().post('/api/user/create', {
        username: 'someone',
        employeeID: '10215',
        role: 'staff',
        companies: ['KCG01', 'KCG\u001b02'],
      });
      expect(companies.json()).toEqual(refusal('companies.1'));
    });

    it('in a field name, naming what holds it without echoing the character', async () => {
      const response = await admin().post('/api/region/create', { 'region\u0000Name': 'x' });
      expect(response.json()).toEqual(refusal('body'));
    });

    it('for DEL and the C1 controls as for the C0 ones', async () => {
      for (const control of ['\u0007', '\u007f', '\u0085']) {
        const response = await admin().get(`/api/branch/?parent=${encodeURIComponent(control)}`);
        expect(response.json()).toEqual(refusal('parent'));
      }
    });
  });

  it('let tab, line feed and carriage return through, as text areas and Windows send them', async () => {
    const description = 'North of the city\r\n\tand the coast\nbeyond';
    const created = await admin().post('/api/region/create', {
      idRegion: 'CTRL-OK',
      regionName: 'Control test',
      description,
    });
    expect(created.statusCode, created.body).toBe(200);
    const read = await admin().get('/api/region/CTRL-OK');
    expect(read.json().data.description).toBe(description);
  });
});
