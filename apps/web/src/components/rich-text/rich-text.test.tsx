import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlView } from './html-view.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { isRichTextEmpty, renameEventHandlers, sanitizeHtml } from './sanitize-html.ts';

afterEach(cleanup);

describe('sanitizeHtml', () => {
  it('drops script, handlers, javascript: links, styles and remote images', () => {
    const safe = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p>' +
        '<img src=x onerror="alert(3)"><img src="https://cdn.example/x.png">' +
        '<a href="javascript:alert(4)">bad</a><a href="https://example.com">good</a>' +
        '<svg><script>alert(5)</script></svg><iframe src="https://example.com"></iframe>',
    );
    expect(safe).not.toMatch(/script|onclick|onerror|javascript:|style=|<img|<iframe/i);
    expect(safe).toContain('<p>Hi</p>');
    expect(safe).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
  });

  it('renames handlers inside tags before parsing, and leaves the text between tags as it is', () => {
    expect(renameEventHandlers('<img src=x onerror=alert(2)><svg\nonload = "x">')).toBe(
      '<img src=x x-onerror=alert(2)><svg\nx-onload = "x">',
    );
    expect(renameEventHandlers('<p>Turn it on site= the roof onload=now</p>')).toBe(
      '<p>Turn it on site= the roof onload=now</p>',
    );
    // a renamed handler is no allowed attribute: it is dropped, not kept as data
    expect(sanitizeHtml('<b onmouseover="alert(1)">x</b>')).toBe('<b>x</b>');
  });

  it('keeps images embedded in the text', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toContain('<img');
  });
});

describe('isRichTextEmpty', () => {
  it('sees no words in empty paragraphs, breaks and spaces', () => {
    for (const html of ['', '<p></p>', '<p> </p>', '<p>&nbsp;</p><p><br></p>', null, undefined]) {
      expect(isRichTextEmpty(html)).toBe(true);
    }
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
  });
});

describe('HtmlView', () => {
  it('renders the sanitized HTML without running it', () => {
    render(
      <HtmlView label="Scope of Work" html={'<p>Fix <b>it</b></p><img src=x onerror="window.hacked=1">'} />,
    );
    const region = screen.getByRole('region', { name: 'Scope of Work' });
    expect(region.innerHTML).toBe('<p>Fix <b>it</b></p>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

function NoteForm() {
  const [comment, setComment] = useState('');
  return (
    <>
      <RichTextEditor label="Comment" required value={comment} onChange={setComment} />
      <button type="button" disabled={isRichTextEmpty(comment)}>
        Save
      </button>
      <button type="button" onClick={() => setComment('')}>
        Reset
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  // 20 s: it once ran past the 5 s default in an npm test run beside the end-to-end tests (a bound on waiting)
  it('is a named, required text box; Save waits for words and a reset empties it', async () => {
    render(<NoteForm />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box.getAttribute('aria-required')).toBe('true');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    // ProseMirror reads what the browser typed from the DOM
    box.innerHTML = '<p>Replaced the filter</p>';
    await waitFor(() => expect(save).toHaveProperty('disabled', false));

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box.textContent).toBe(''));
    expect(save).toHaveProperty('disabled', true);
  }, 20_000);

  it('puts the caret in the text when asked to (autoFocus), once it is in the page', async () => {
    render(<RichTextEditor label="Comment" autoFocus value="<p>Checked</p>" onChange={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    // at the end of the text, where a user goes on writing
    const selection = document.getSelection();
    expect(selection?.anchorNode?.textContent).toBe('Checked');
    expect(selection?.anchorOffset).toBe('Checked'.length);
  });

  it('leaves the focus where it is without autoFocus', async () => {
    render(<RichTextEditor label="Comment" value="" onChange={() => undefined} />);
    screen.getByRole('textbox', { name: 'Comment' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it('toggles bold from its toolbar', () => {
    render(<NoteForm />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
  });
});
