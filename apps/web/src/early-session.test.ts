import { SESSION_COOKIES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, refreshSent, takeEarlyRefresh } from './early-session';

describe('the early session refresh', () => {
  it('sends the anti-forgery cookie and header the contracts name', () => {
    expect(CSRF_COOKIE).toBe(SESSION_COOKIES.csrf);
    expect(CSRF_HEADER).toBe(SESSION_COOKIES.csrfHeader);
  });

  it('sends nothing outside a page, so a restore there asks the server itself', () => {
    expect(takeEarlyRefresh()).toBeUndefined();
  });

  it('lets the portal ask for its code at once when there is nothing to send', async () => {
    await expect(refreshSent).resolves.toBeUndefined();
  });
});
