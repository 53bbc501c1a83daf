// Import the editor through LazyRichTextEditor (or its own file) in pages: this index pulls TipTap in.
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';
export { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
export { HtmlView, type HtmlViewProps } from './html-view.tsx';
export { isRichTextEmpty, richTextPlain, sanitizeHtml } from './sanitize-html.ts';
