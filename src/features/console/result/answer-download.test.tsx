import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerDownload, LARGE_JSON_BYTES } from './answer-download.tsx';
import { ResponseHeaders } from './response-headers.tsx';

const json = (size: number) => ({
  headers: [['content-type', 'application/json']] as const,
  text: '"x"',
  size,
  isJson: true,
});

afterEach(() => vi.restoreAllMocks());

describe('AnswerDownload', () => {
  it('offers a JSON answer as it came only from the large-answer threshold', () => {
    const { rerender } = render(
      <AnswerDownload result={json(LARGE_JSON_BYTES - 1)} operationNames={['Op_list']} language="en" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<AnswerDownload result={json(LARGE_JSON_BYTES)} operationNames={['Op_list']} language="en" />);
    expect(screen.getByRole('button', { name: 'Download as it came' })).toBeTruthy();
    expect(screen.getByText('Op_list.json')).toBeTruthy();
    expect(screen.getByText('1 MB')).toBeTruthy();
  });

  it('saves the bytes through an object URL made on click and revoked afterwards, never a data: URL', () => {
    vi.useFakeTimers();
    const made: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:test/1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const bytes = new Uint8Array([0x50, 0x4b, 0xff]);
    const { container } = render(
      <AnswerDownload
        result={{
          headers: [
            ['content-type', 'application/zip'],
            ['content-disposition', 'attachment; filename="a.zip"'],
          ],
          text: '',
          bytes,
          size: 3,
          isJson: false,
        }}
        operationNames={['Op']}
        language="en"
      />,
    );
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(made).toHaveLength(1);
    expect(made[0]!.type).toBe('application/zip');
    expect(made[0]!.size).toBe(3);
    expect(clicks[0]!.download).toBe('a.zip');
    expect(container.querySelector('[href]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
    vi.useRealTimers();
  });

  it('offers nothing for an empty answer', () => {
    render(
      <AnswerDownload
        result={{ headers: [], text: ' ', size: 1, isJson: false }}
        operationNames={['Op']}
        language="en"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ResponseHeaders', () => {
  it('masks a secret-named header’s value and shows the others as text', () => {
    render(
      <ResponseHeaders
        headers={[
          ['x-request-id', '<b>r-1</b>'],
          ['x-debug-token', 'dbg-1'],
          ['set-cookie', 'sid=2'],
        ]}
      />,
    );
    expect(screen.getByText('Response headers (3)')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '<b>r-1</b>' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('dbg-1');
    expect(document.body.textContent).not.toContain('sid=2');
  });
});
