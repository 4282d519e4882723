import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, InvalidResponseError } from '../lib/api/errors.ts';
import { RefusalSaid } from './page-error.tsx';
import { ErrorPanel } from './error-panel.tsx';
import { TechnicalWords } from './technical-words.tsx';

// What went wrong, said twice over: on a designed page in a person's words (no status, no code, no field names), and
// inside the API section (TechnicalWords) with the service's status, code and the fields it named.

afterEach(cleanup);

const refused = new HttpError(400, {
  message: 'Bad Request Exception',
  code: 'I18nValidationException',
  fieldErrors: [{ path: 'filter.from', messages: ['from must be a Date instance'] }],
});

function shown(node: React.ReactNode) {
  render(<MemoryRouter>{node}</MemoryRouter>);
  return screen.getByRole('alert').textContent ?? '';
}

describe('the error panel', () => {
  it('says a failure on the other end in a person’s words on a designed page', () => {
    const text = shown(<ErrorPanel error={new HttpError(503)} onRetry={() => {}} />);
    expect(text).toContain('Something went wrong on our side. Try again in a moment.');
    expect(text).not.toMatch(/HTTP|503|service/i);
  });

  it('says the same failure with its status in the API section', () => {
    const text = shown(
      <TechnicalWords>
        <ErrorPanel error={new HttpError(503)} onRetry={() => {}} />
      </TechnicalWords>,
    );
    expect(text).toContain('The service failed (HTTP 503). Try again in a moment.');
  });

  it('tells a refusal by what it means: no access, not found, not accepted', () => {
    expect(shown(<ErrorPanel error={new HttpError(403)} onRetry={() => {}} />)).toContain(
      'You do not have access to this.',
    );
    cleanup();
    expect(shown(<ErrorPanel error={new HttpError(404)} onRetry={() => {}} />)).toContain(
      'This was not found: it may have been removed.',
    );
    cleanup();
    expect(shown(<ErrorPanel error={new HttpError(409)} onRetry={() => {}} />)).toContain('This was not accepted.');
  });

  it('names no field of an answer it could not read on a designed page, and names it in the API section', () => {
    const unreadable = new InvalidResponseError('current.bitrate_max', 'not a number');
    expect(shown(<ErrorPanel error={unreadable} onRetry={() => {}} />)).not.toContain('bitrate_max');
    cleanup();
    expect(
      shown(
        <TechnicalWords>
          <ErrorPanel error={unreadable} onRetry={() => {}} />
        </TechnicalWords>,
      ),
    ).toContain('“current.bitrate_max”');
  });
});

describe('what the service said about a refusal', () => {
  it('gives its reason and what to correct, without its code or field names, on a designed page', async () => {
    render(
      <div role="alert">
        <RefusalSaid error={refused} />
      </div>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Reason: Bad Request Exception');
    expect(alert.textContent).toContain('What to correct:');
    expect(screen.getByRole('listitem').textContent).toBe('from must be a Date instance');
    expect(alert.textContent).not.toMatch(/I18nValidationException|filter\.from/);
  });

  it('adds the fields it named and its code in the API section', () => {
    render(
      <TechnicalWords>
        <div role="alert">
          <RefusalSaid error={refused} />
        </div>
      </TechnicalWords>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The service said: Bad Request Exception');
    expect(screen.getByRole('listitem').textContent).toBe('filter.from: from must be a Date instance');
    expect(alert.textContent).toContain('Error code: I18nValidationException');
  });
});
