// Vertical tabs drawn as expandable sections (SPEC section 2: work-order details, company profile):
// one open at a time, in the given order. A section's content is mounted only while it is open, so
// each section loads its data when it is opened (and again, if stale, when it is opened later); a
// section whose code loads when opened (lib/lazy-component.ts) shows a loader until it has come.
import { Suspense, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { PageLoader } from '../page-loader.tsx';

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

export function ExpandableSections({ sections, defaultOpen = null, onOpenChange }: ExpandableSectionsProps) {
  const [open, setOpen] = useState<string | null>(defaultOpen);
  const toggle = (id: string) => {
    const next = open === id ? null : id;
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Box>
      {sections.map((section) => {
        const expanded = open === section.id;
        const headerId = `section-${section.id}-header`;
        const panelId = `section-${section.id}-panel`;
        return (
          <Accordion
            key={section.id}
            expanded={expanded}
            onChange={() => toggle(section.id)}
            disableGutters
            slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={headerId}
              aria-controls={panelId}
              onPointerEnter={section.preload}
              onFocus={section.preload}
            >
              <Typography component="span" variant="h3">
                {section.title}
              </Typography>
            </AccordionSummary>
            {/* MUI wraps the details in a region labelled by the summary (ids from the summary) */}
            <AccordionDetails>
              {expanded ? (
                <Suspense fallback={<PageLoader label={`Loading ${section.title}`} />}>
                  {section.render()}
                </Suspense>
              ) : null}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
