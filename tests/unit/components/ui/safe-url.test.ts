import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '@/components/ui/safe-url';

describe('safeHttpUrl', () => {
  it.each([
    ['http://example.com/a?b=c', 'http://example.com/a?b=c'],
    ['https://example.com', 'https://example.com/'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['HtTp://example.com', 'http://example.com/'],
    ['  https://example.com/padded  ', 'https://example.com/padded'],
  ])('keeps %j as a link', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'chrome-extension://abc/options.html',
    'ftp://example.com/file',
    'mailto:someone@example.com',
    '/relative/path',
    'relative/path',
    '../up',
    '//example.com/protocol-relative',
    '#fragment',
    '?query',
    'example.com',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
