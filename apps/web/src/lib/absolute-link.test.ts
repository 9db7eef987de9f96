import { describe, expect, it } from 'vitest';
import { absoluteLink } from './absolute-link';

describe('a shared link as a person copies it', () => {
  it('starts with the origin of the page when the server answers a path', () => {
    expect(
      absoluteLink(
        '/beta-sales-summary/KCG01/2/10102/Budi%20Santoso?token=t&year=2026',
        'http://127.0.0.1:8080',
      ),
    ).toBe(
      'http://127.0.0.1:8080/beta-sales-summary/KCG01/2/10102/Budi%20Santoso?token=t&year=2026',
    );
  });

  it("keeps the server's public address", () => {
    expect(
      absoluteLink('https://pulse.example.com/beta-sales-summary/x?token=t', 'http://localhost'),
    ).toBe('https://pulse.example.com/beta-sales-summary/x?token=t');
  });
});
