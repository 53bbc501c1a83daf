export {
  ExpandableSections,
  type ExpandableSection,
  type ExpandableSectionsProps,
} from './expandable-sections.tsx';
export { SectionData, type SectionDataProps, type SectionQuery } from './section-data.tsx';
