// The rich-text field of notes and visit comments (TipTap 3). It reports '' while the text is empty,
// so a form can require it like any other field. TipTap's injected stylesheet is switched off (the
// CSP refuses inline <style> without the nonce); its few base rules live in rich-text-styles.ts.
import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isRichTextEmpty } from './sanitize-html.ts';
import { editorContentStyles, richTextStyles } from './rich-text-styles.ts';

export type RichTextEditorProps = {
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** An error text under the field (also marks the field invalid). */
  error?: string | undefined;
  /** Focus the text when the field appears (e.g. as a drawer opens). */
  autoFocus?: boolean;
};

// Only what a note needs: paragraphs, emphasis, lists, quotes. Headings would clash with the page's
// outline; code and links are of no use in a technician's note.
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    strike: false,
  }),
];

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';

const TOOLS: { mark: Mark; label: string; Icon: typeof FormatBold; run: (editor: Editor) => void }[] = [
  { mark: 'bold', label: 'Bold', Icon: FormatBold, run: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', label: 'Italic', Icon: FormatItalic, run: (e) => e.chain().focus().toggleItalic().run() },
  {
    mark: 'underline',
    label: 'Underline',
    Icon: FormatUnderlined,
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    mark: 'bulletList',
    label: 'Bulleted list',
    Icon: FormatListBulleted,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    mark: 'orderedList',
    label: 'Numbered list',
    Icon: FormatListNumbered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

export function RichTextEditor({
  label,
  value,
  onChange,
  required = false,
  disabled = false,
  error,
  autoFocus = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    // not TipTap's own autofocus: see the effect below
    autofocus: false,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      onChangeRef.current(current.isEmpty ? '' : current.getHTML());
    },
  });

  // the editable element is the field: name it, and say when it is required or wrong
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, labelId, errorId, required, error]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  // TipTap makes its editor while React renders, in an element outside the page that EditorContent
  // moves into the page when it mounts, and its own autofocus asks for the focus from a timer, then a
  // frame, started right then. A render that yields (a transition, a lazy part, a busy phone) can run
  // both before the commit, and focus asked of an element outside the page is lost: a note drawer
  // opened with no caret, once, in an e2e run. Asked here instead, once the editor is in the page
  // (EditorContent's mount runs before this effect). Once per field: a later value or a re-render
  // must not pull the focus back. A destroyed editor is skipped, not counted: useEditor replaces an
  // editor that a Suspense boundary hid for a moment (its effects cleaned up) with a new one, and this
  // effect runs again for it.
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!autoFocus || focusedOnce.current || editor.isDestroyed) return;
    focusedOnce.current = true;
    // the field sits at the top of its drawer: nothing to scroll to
    editor.commands.focus('end', { scrollIntoView: false });
  }, [editor, autoFocus]);

  // a value set from outside (a form reset) replaces the text; our own updates come back unchanged
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value === current || (isRichTextEmpty(value) && editor.isEmpty)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        variant="body2"
        sx={{ mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.25,
            px: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {TOOLS.map(({ mark, label: toolLabel, Icon, run }) => (
            <Tooltip key={mark} title={toolLabel}>
              <span>
                <IconButton
                  size="small"
                  aria-label={toolLabel}
                  aria-pressed={active[mark]}
                  disabled={disabled}
                  color={active[mark] ? 'primary' : 'default'}
                  onClick={() => run(editor)}
                >
                  <Icon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          ))}
        </Box>
        <Box sx={[richTextStyles, editorContentStyles]}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
