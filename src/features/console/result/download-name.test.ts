import { describe, expect, it } from 'vitest';
import { contentDispositionName, downloadName, extensionFor, safeFileName } from './download-name.ts';

describe('contentDispositionName', () => {
  it('reads a quoted, a bare and an escaped filename', () => {
    expect(contentDispositionName('attachment; filename="users.csv"')).toBe('users.csv');
    expect(contentDispositionName('attachment; filename=users.csv')).toBe('users.csv');
    expect(contentDispositionName('attachment; filename="a \\"quoted\\"; name.txt"')).toBe('a _quoted_; name.txt');
    expect(contentDispositionName('inline;filename="report.pdf"')).toBe('report.pdf');
    expect(contentDispositionName('ATTACHMENT; FILENAME="upper.csv"')).toBe('upper.csv');
  });

  it('prefers filename* in UTF-8 or ISO-8859-1 over filename, whichever comes first', () => {
    expect(
      contentDispositionName(
        `attachment; filename="users.zip"; filename*=UTF-8''%D0%BF%D0%BE%D0%BB%D1%8C%D0%B7%D0%BE%D0%B2%D0%B0%D1%82%D0%B5%D0%BB%D0%B8.zip`,
      ),
    ).toBe('пользователи.zip');
    expect(
      contentDispositionName(`attachment; filename*=utf-8'en'%E7%9B%B4%E6%92%AD.csv; filename="fallback.csv"`),
    ).toBe('直播.csv');
    expect(contentDispositionName(`attachment; filename*=iso-8859-1''caf%E9.txt`)).toBe('café.txt');
  });

  it('falls back to filename when filename* is in another charset or broken', () => {
    expect(contentDispositionName(`attachment; filename*=KOI8-R''%F0.txt; filename="plain.txt"`)).toBe('plain.txt');
    expect(contentDispositionName(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.txt"`)).toBe('plain.txt');
    expect(contentDispositionName(`attachment; filename*=no-quotes.txt; filename="plain.txt"`)).toBe('plain.txt');
  });

  it('skips parameters without a value and gives nothing when there is no name', () => {
    expect(contentDispositionName('attachment; size; filename="after.txt"')).toBe('after.txt');
    expect(contentDispositionName('attachment')).toBeUndefined();
    expect(contentDispositionName('attachment; filename=""')).toBeUndefined();
    expect(contentDispositionName(undefined)).toBeUndefined();
    expect(contentDispositionName('attachment; filename="../.."')).toBeUndefined();
  });

  it('keeps only the last path segment and drops control and direction characters', () => {
    expect(contentDispositionName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(contentDispositionName('attachment; filename="C:\\\\Windows\\\\evil.bat"')).toBe('evil.bat');
    expect(contentDispositionName(`attachment; filename*=UTF-8''..%2F..%2Fsecret.txt`)).toBe('secret.txt');
    expect(contentDispositionName(`attachment; filename*=UTF-8''a%0D%0Ab%00c.txt`)).toBe('abc.txt');
    // U+202E would show `invoice‮fdp.exe` as "invoiceexe.pdf".
    expect(contentDispositionName(`attachment; filename*=UTF-8''invoice%E2%80%AEfdp.exe`)).toBe('invoicefdp.exe');
  });
});

describe('safeFileName', () => {
  it('never gives a hidden, dot-only or over-long name', () => {
    expect(safeFileName('.bashrc')).toBe('bashrc');
    expect(safeFileName('..')).toBeUndefined();
    expect(safeFileName(' . ')).toBeUndefined();
    expect(safeFileName('a<b>c:d|e?f*.txt')).toBe('a_b_c_d_e_f_.txt');
    expect(safeFileName('x'.repeat(500))).toHaveLength(120);
    expect(safeFileName(`${'.'.repeat(100_000)}a`)).toBe('a');
  });
});

describe('extensionFor', () => {
  it('names an extension only for a type it knows', () => {
    expect(extensionFor('text/csv; charset=utf-8')).toBe('csv');
    expect(extensionFor('application/problem+json')).toBe('json');
    expect(extensionFor('Application/PDF')).toBe('pdf');
    expect(extensionFor('application/octet-stream')).toBeUndefined();
    expect(extensionFor(null)).toBeUndefined();
    // A Content-Type a service made up is no type we know, whatever its name.
    expect(extensionFor('constructor')).toBeUndefined();
    expect(extensionFor('toString; charset=utf-8')).toBeUndefined();
  });
});

describe('downloadName', () => {
  it('uses the service’s name first', () => {
    expect(
      downloadName(
        [
          ['content-disposition', 'attachment; filename="users.csv"'],
          ['content-type', 'application/zip'],
        ],
        ['Op_export'],
      ),
    ).toBe('users.csv');
  });

  it('else the operationId (then the name) with the type’s extension, and no invented extension', () => {
    expect(downloadName([['content-type', 'text/csv']], ['UserProjectController_export', 'GET /x'])).toBe(
      'UserProjectController_export.csv',
    );
    expect(downloadName([['content-type', 'application/octet-stream']], ['UserProjectController_export'])).toBe(
      'UserProjectController_export',
    );
    expect(downloadName([['content-type', 'application/pdf']], ['..', 'Get invoice'])).toBe('Get invoice.pdf');
    expect(downloadName([['content-type', 'application/pdf']], [undefined, 'GET /method/invoice/pdf'])).toBe(
      'GET _method_invoice_pdf.pdf',
    );
    expect(downloadName([], ['..', '/'])).toBe('_');
    expect(downloadName([], ['..', ' . '])).toBe('answer');
  });
});

describe('Content-Disposition on hostile headers', () => {
  it('reads a header of many `;` before one `=` and still finds the name after it', () => {
    const header = `attachment${';'.repeat(200_000)}x=1; filename="report.csv"`;
    expect(contentDispositionName(header)).toBe('report.csv');
    expect(contentDispositionName(`attachment${';'.repeat(200_000)}=`)).toBeUndefined();
  });

  it('works an answer’s name out once, however often the page renders it', () => {
    let reads = 0;
    const headers = new Proxy(
      [
        ['content-type', 'text/csv'],
        ['content-disposition', 'attachment; filename="a.csv"'],
      ] as (readonly [string, string])[],
      {
        get(target, key, receiver) {
          if (key === 'find') reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
    expect(downloadName(headers, ['Op_export'])).toBe('a.csv');
    const after = reads;
    expect(downloadName(headers, ['Op_export'])).toBe('a.csv');
    expect(downloadName(headers, ['Op_export'])).toBe('a.csv');
    expect(reads).toBe(after);
  });
});
