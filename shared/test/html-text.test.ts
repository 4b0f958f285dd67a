import { describe, expect, it } from 'vitest';
import { htmlToText } from '../src/html-text.ts';

describe('htmlToText', () => {
  it('treats an emptied editor as empty', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p></p>')).toBe('');
    expect(htmlToText('<p>&nbsp;</p><p> <br></p>')).toBe('');
  });

  it('keeps the words of adjacent blocks apart and decodes entities', () => {
    expect(htmlToText('<h2>Intro</h2><p>Learn <strong>React</strong> &amp; Node&#33; &#x263A;</p>')).toBe(
      'Intro Learn React & Node! ☺',
    );
  });

  it('drops script and style bodies', () => {
    expect(htmlToText('<style>p{color:red}</style><script>alert(1)</script>')).toBe('');
  });

  it('leaves unknown entities as written', () => {
    expect(htmlToText('a &bogus; b')).toBe('a &bogus; b');
  });
});
