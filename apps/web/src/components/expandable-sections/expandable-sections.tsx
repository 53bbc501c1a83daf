// Vertical tabs drawn as expandable sections (SPEC section 2: work-order details, company profile):
// one open at a time, in the given order. A section's content is mounted only while it is open, so
// each section loads its data when it is opened (and again, if stale, when it is opened later); a
// section whose code loads when opened (lib/lazy-component.ts) shows a loader until it has come.
//
// Plain elements (a heading holding a button, a labelled region), their look set once on the box
// (section-rules.ts), not MUI's Accordion: that was a dozen styled components a section (paper,
// button base, ripple, collapse, transition, icon, typography), ~60 on the company profile, each
// styled by the style engine as the page opened on a phone (decisions 082, 092).
import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageLoader } from '../page-loader.tsx';
import { sectionRules } from './section-rules.ts';

export type ExpandableSection = {
  id: string;
  title: string;
  /** Rendered only while the section is open. */
  render: () => ReactNode;
  /** Asks for the section's code ahead (lazyComponent's), when its header is pointed at or focused. */
  preload?: () => void;
};

export type ExpandableSectionsProps = {
  sections: readonly ExpandableSection[];
  /** The section open at first; none when null. */
  defaultOpen?: string | null;
  /** Called when a section opens or all close (e.g. to remember it). */
  onOpenChange?: (id: string | null) => void;
};

/** Material's "expand more" chevron, drawn by the browser (the icon component is styled per use). */
function ExpandIcon() {
  return (
    <svg className="section-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </svg>
  );
}

export function ExpandableSections({ sections, defaultOpen = null, onOpenChange }: ExpandableSectionsProps) {
  const [open, setOpen] = useState<string | null>(defaultOpen);
  const toggle = (id: string) => {
    const next = open === id ? null : id;
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Box sx={sectionRules}>
      {sections.map((section) => {
        const expanded = open === section.id;
        const headerId = `section-${section.id}-header`;
        const panelId = `section-${section.id}-panel`;
        return (
          <div key={section.id} className="section">
            <h2 className="section-heading">
              <button
                type="button"
                className="section-button"
                id={headerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(section.id)}
                onPointerEnter={section.preload}
                onFocus={section.preload}
              >
                <span className="section-title">{section.title}</span>
                <ExpandIcon />
              </button>
            </h2>
            {expanded ? (
              <div className="section-panel" role="region" id={panelId} aria-labelledby={headerId}>
                <Suspense fallback={<PageLoader label={`Loading ${section.title}`} />}>
                  {section.render()}
                </Suspense>
              </div>
            ) : null}
          </div>
        );
      })}
    </Box>
  );
}
