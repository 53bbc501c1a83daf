export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';
export { HtmlView, type HtmlViewProps } from './html-view.tsx';
export { isRichTextEmpty, richTextPlain, sanitizeHtml } from './sanitize-html.ts';
