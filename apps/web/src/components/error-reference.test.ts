import { MantineProvider } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { toast } from '../lib/notices';
import { ErrorState } from './query-state';
import { reportFailure } from './record-list/report-failure';

vi.mock('../lib/notices', () => ({ toast: vi.fn() }));

/** The text a person sees, tags taken out. */
const textOf = (node: ReactNode) =>
  renderToStaticMarkup(createElement(MantineProvider, null, node))
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'");

const failed = new ApiError(500, 'Something went wrong on our side.', [], '4k7m2q9xa1bc');

describe('the reference of a failed call', () => {
  it('shows under an error state’s message, to be read out or copied', () => {
    const text = textOf(createElement(ErrorState, { error: failed, onRetry: () => undefined }));
    expect(text).toContain('Something went wrong on our side.');
    expect(text).toContain('reference 4k7m2q9xa1bc');
  });

  it('is left out when the failure has none (the server could not be reached)', () => {
    const unreachable = new ApiError(0, 'The server cannot be reached.');
    const text = textOf(
      createElement(ErrorState, { error: unreachable, onRetry: () => undefined }),
    );
    expect(text).toContain('The server cannot be reached.');
    expect(text).not.toContain('reference');
  });

  it('shows in an error toast', () => {
    reportFailure('The branch could not be saved', failed);
    expect(toast).toHaveBeenCalledTimes(1);
    const [type, title, message] = vi.mocked(toast).mock.calls[0] ?? [];
    expect([type, title]).toEqual(['error', 'The branch could not be saved']);
    expect(textOf(message)).toBe('Something went wrong on our side.reference 4k7m2q9xa1bc');
  });
});
